import { useId } from 'react';
import { parseAsUuid, useListUrlState } from '../components/data-table/url-state';
import { LoadError } from '../components/feedback/load-error';
import { LoadingScreen } from '../components/feedback/loading-screen';
import { PageHeader } from '../components/page-header';
import { Label } from '../components/ui/label';
import { Select } from '../components/ui/select';
import type { PageProps } from '../app/route-table';
import { ContractPackageView } from '../features/contract-package/components/contract-package-view';
import { useContractPackage } from '../features/contract-package/get-contract-package';
import { useMyContractLocations } from '../features/contract-package/get-my-locations';

const parsers = { location: parseAsUuid };

/** /franchisee/contract-package (franchisee): the contract package of one of their locations, with a switcher if several. */
export function ContractPackagePage({ title }: PageProps) {
  const id = useId();
  const { state, update } = useListUrlState(parsers);
  const mine = useMyContractLocations();
  const items = mine.data?.items ?? [];
  const locationId = items.some((l) => l.id === state.location) ? state.location : (items[0]?.id ?? null);
  const pkg = useContractPackage(locationId);

  return (
    <section>
      <PageHeader
        title={title}
        description="Your franchise agreement, package, documents and opening milestones."
        actions={
          items.length > 1 ? (
            <div className="grid gap-1">
              <Label htmlFor={`${id}-location`}>Location</Label>
              <Select id={`${id}-location`} value={locationId ?? ''} onChange={(e) => update({ location: e.target.value })}>
                {items.map((l) => (
                  <option key={l.id} value={l.id}>
                    {l.name}
                  </option>
                ))}
              </Select>
            </div>
          ) : null
        }
      />
      {mine.isPending ? (
        <LoadingScreen message="Loading your locations…" fullPage={false} />
      ) : mine.isError ? (
        <LoadError error={mine.error} fallback="Your locations could not be loaded." onRetry={() => void mine.refetch()} />
      ) : !locationId ? (
        <p className="text-muted-foreground">You have no location yet. Your contract package appears here once head office adds one.</p>
      ) : pkg.isPending ? (
        <LoadingScreen message="Loading the contract package…" fullPage={false} />
      ) : pkg.isError ? (
        <LoadError error={pkg.error} fallback="The contract package could not be loaded." onRetry={() => void pkg.refetch()} />
      ) : (
        <>
          {items.length > 1 ? <h2 className="mb-3 text-lg font-semibold">{pkg.data.location.name}</h2> : null}
          <ContractPackageView pkg={pkg.data} franchisee manage={false} />
        </>
      )}
    </section>
  );
}
