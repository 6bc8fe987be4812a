import { toast } from 'sonner';
import { ZUpgradeRequestInput, type PackageInfo } from '../../../../shared/contract-package.contracts';
import { packageLabel, type PackageCode } from '../../../../shared/packages';
import { FormDialog, EnumSelectField, TextareaField, useAppForm } from '../../../components/form';
import { higherPackages, packageOptionLabel, packagePrice } from '../contract-format';
import { useRequestUpgrade } from '../request-upgrade';

interface UpgradeProps {
  locationId: string;
  /** The agreement's package, at the brand's price. */
  current: PackageInfo;
  /** What the location's brand sells, at its prices: only the higher ones are offered. */
  offered: readonly PackageInfo[];
  onClose: () => void;
}

/** A franchisee asks for a higher package than the agreement's, among those the brand sells, with the brand's prices. */
export function UpgradeRequestDialog({ open, ...props }: UpgradeProps & { open: boolean }) {
  return open ? <UpgradeForm {...props} /> : null;
}

function UpgradeForm({ locationId, current, offered, onClose }: UpgradeProps) {
  const higher = higherPackages(offered, current.code);
  const request = useRequestUpgrade();
  const form = useAppForm<{ toPackage: PackageCode; reason: string }, ReturnType<typeof ZUpgradeRequestInput.parse>>(
    ZUpgradeRequestInput,
    { toPackage: higher[0]?.code, reason: '' },
    { labels: { toPackage: 'package', reason: 'reason' } },
  );
  const submit = form.submit(async (input) => {
    await request.mutateAsync({ locationId, input });
    toast.success('Upgrade requested', { description: `Head office will review your request for ${packageLabel(input.toPackage)}.` });
    onClose();
  }, 'The request could not be sent.');
  return (
    <FormDialog
      form={form}
      onClose={onClose}
      title="Request a package upgrade"
      description={`Your package now: ${packageLabel(current.code)} (${packagePrice(current)}).`}
      onSubmit={submit}
      submitLabel="Send request"
      pendingLabel="Sending…"
      pending={request.isPending}
    >
      <EnumSelectField
        control={form.control}
        name="toPackage"
        label="New package"
        options={higher.map((p) => ({ value: p.code, label: packageOptionLabel(p) }))}
      />
      <ul className="grid gap-1 text-sm text-muted-foreground" aria-label="What the higher packages add">
        {higher.map((p) => (
          <li key={p.code}>
            <span className="font-medium text-foreground">{packageLabel(p.code)}:</span> {p.inclusions.slice(1).join(', ')}
          </li>
        ))}
      </ul>
      <TextareaField control={form.control} name="reason" label="Why do you want to upgrade?" rows={4} maxLength={1000} />
    </FormDialog>
  );
}
