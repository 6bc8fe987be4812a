import { Link, useParams } from 'react-router';
import { ChevronLeft } from 'lucide-react';
import { paths } from '../../shared/routes';
import { RecordLoadState } from '../components/feedback/record-load-state';
import { PageHeader } from '../components/page-header';
import type { PageProps } from '../app/route-table';
import { useSession } from '../features/auth/get-session';
import { SectionCard } from '../components/section-card';
import { PosKeysPanel } from '../features/pos/components/pos-keys-panel';
import { ContractPackageView } from '../features/contract-package/components/contract-package-view';
import { useContractPackage } from '../features/contract-package/get-contract-package';

/** /contract-management/:locationId (franchisor manages; admin reads): one location's contract package. */
export function LocationContractPage({ title }: PageProps) {
  const { locationId = '' } = useParams();
  const granted = useSession().data?.permissions?.granted;
  const manage = granted?.includes('contracts.manage') ?? false;
  const canKeys = granted?.includes('pos.keys') ?? false;
  const pkg = useContractPackage(locationId);
  return (
    <section>
      <Link
        to={paths.contractManagement}
        className="mb-2 inline-flex items-center gap-1 text-sm text-primary underline-offset-4 hover:underline"
      >
        <ChevronLeft aria-hidden className="size-4" />
        Franchise Contracts
      </Link>
      {pkg.data ? (
        <>
          <PageHeader title={pkg.data.location.name} description={`${title} · ${pkg.data.location.code}`} />
          <ContractPackageView pkg={pkg.data} franchisee={false} manage={manage} />
          {canKeys ? (
            <SectionCard title="POS feed" className="mt-6">
              <PosKeysPanel locationId={locationId} />
            </SectionCard>
          ) : null}
        </>
      ) : (
        <>
          <RecordLoadState
            error={pkg.error}
            onRetry={() => void pkg.refetch()}
            words={{
              noun: 'location',
              notFoundHint: 'It may have been mistyped, or the location was removed.',
              back: { to: paths.contractManagement, label: 'Back to Franchise Contracts' },
            }}
          />
        </>
      )}
    </section>
  );
}
