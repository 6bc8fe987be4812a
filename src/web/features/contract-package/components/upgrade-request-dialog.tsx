import { toast } from 'sonner';
import { ZUpgradeRequestInput } from '../../../../shared/contract-package.contracts';
import { FRANCHISE_PACKAGES, PACKAGE_CODES, packageLabel, type PackageCode } from '../../../../shared/packages';
import { FormDialog, EnumSelectField, TextareaField, useAppForm } from '../../../components/form';
import { packagePrice } from '../contract-format';
import { useRequestUpgrade } from '../request-upgrade';

/** A franchisee asks for a higher package than the agreement's; only higher packages are offered, with their prices. */
export function UpgradeRequestDialog({
  locationId,
  current,
  open,
  onClose,
}: {
  locationId: string;
  current: PackageCode;
  open: boolean;
  onClose: () => void;
}) {
  return open ? <UpgradeForm locationId={locationId} current={current} onClose={onClose} /> : null;
}

function UpgradeForm({ locationId, current, onClose }: { locationId: string; current: PackageCode; onClose: () => void }) {
  const higher = PACKAGE_CODES.filter((c) => c > current);
  const request = useRequestUpgrade();
  const form = useAppForm<{ toPackage: PackageCode; reason: string }, ReturnType<typeof ZUpgradeRequestInput.parse>>(
    ZUpgradeRequestInput,
    { toPackage: higher[0], reason: '' },
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
      description={`Your package now: ${packageLabel(current)} (${packagePrice(current)}).`}
      onSubmit={submit}
      submitLabel="Send request"
      pendingLabel="Sending…"
      pending={request.isPending}
    >
      <EnumSelectField
        control={form.control}
        name="toPackage"
        label="New package"
        options={higher.map((c) => ({ value: c, label: `${packageLabel(c)} · ${packagePrice(c)}` }))}
      />
      <ul className="grid gap-1 text-sm text-muted-foreground" aria-label="What the higher packages add">
        {higher.map((c) => (
          <li key={c}>
            <span className="font-medium text-foreground">{packageLabel(c)}:</span> {FRANCHISE_PACKAGES[c].inclusions.slice(1).join(', ')}
          </li>
        ))}
      </ul>
      <TextareaField control={form.control} name="reason" label="Why do you want to upgrade?" rows={4} maxLength={1000} />
    </FormDialog>
  );
}
