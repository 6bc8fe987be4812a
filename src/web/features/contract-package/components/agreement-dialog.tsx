import { toast } from 'sonner';
import {
  RENEWAL_STATUS_LABELS,
  RENEWAL_STATUSES,
  ZAgreementInput,
  type ContractPackage,
  type RenewalStatus,
} from '../../../../shared/contract-package.contracts';
import { PACKAGE_CODES, type PackageCode } from '../../../../shared/packages';
import { manilaToday, addCalendarDays } from '../../../../shared/time';
import { DateField, EnumSelectField, FormDialog, labelledOptions, TextareaField, TextField, useAppForm } from '../../../components/form';
import { packageOptionLabel } from '../contract-format';
import { useSaveAgreement } from '../save-agreement';

interface Values {
  packageCode: PackageCode;
  termStart: string;
  termEnd: string;
  territory: string;
  renewalStatus: RenewalStatus;
  signedOn: string;
  royaltyPercent: string;
  marketingFeePercent: string;
  note: string;
}
const LABELS = {
  packageCode: 'package',
  termStart: 'term start',
  termEnd: 'term end',
  territory: 'territory',
  renewalStatus: 'renewal status',
  signedOn: 'signing date',
  royaltyPercent: 'royalty rate',
  marketingFeePercent: 'marketing fee rate',
  note: 'note',
};

function valuesOf(pkg: ContractPackage): Values {
  const a = pkg.agreement;
  const today = manilaToday();
  return {
    packageCode: a?.package.code ?? 'A',
    termStart: a?.termStart ?? today,
    termEnd: a?.termEnd ?? addCalendarDays(today, 5 * 365),
    territory: a?.territory ?? '',
    renewalStatus: a?.renewalStatus ?? 'not_due',
    signedOn: a?.signedOn ?? '',
    royaltyPercent: pkg.rates.royaltySource === 'location' ? String(pkg.rates.royaltyPercent) : '',
    marketingFeePercent: pkg.rates.marketingFeeSource === 'location' ? String(pkg.rates.marketingFeePercent) : '',
    note: '',
  };
}

/**
 * The packages an agreement may name: what the brand sells, plus the agreement's own package when the brand has
 * stopped selling it (the server lets an agreement keep it, not move to it).
 */
function agreementPackageOptions(pkg: ContractPackage) {
  const current = pkg.agreement?.package;
  const list = current && !pkg.packages.some((p) => p.code === current.code) ? [current, ...pkg.packages] : pkg.packages;
  return [...list]
    .sort((x, y) => PACKAGE_CODES.indexOf(x.code) - PACKAGE_CODES.indexOf(y.code))
    .map((p) => ({ value: p.code, label: packageOptionLabel(p) }));
}

/** Head office creates or edits a location's agreement; the rates are the location's own (blank = network default). */
export function AgreementDialog({ pkg, open, onClose }: { pkg: ContractPackage; open: boolean; onClose: () => void }) {
  return open ? <AgreementForm pkg={pkg} onClose={onClose} /> : null;
}

function AgreementForm({ pkg, onClose }: { pkg: ContractPackage; onClose: () => void }) {
  const save = useSaveAgreement();
  const form = useAppForm<Values, ReturnType<typeof ZAgreementInput.parse>>(ZAgreementInput, valuesOf(pkg), {
    labels: LABELS,
    toInput: (v) => ({
      ...v,
      signedOn: v.signedOn || null,
      royaltyPercent: v.royaltyPercent.trim() === '' ? null : v.royaltyPercent,
      marketingFeePercent: v.marketingFeePercent.trim() === '' ? null : v.marketingFeePercent,
    }),
  });
  const { control } = form;
  const submit = form.submit(async (input) => {
    await save.mutateAsync({ locationId: pkg.location.id, input });
    toast.success(pkg.agreement ? 'Agreement updated' : 'Agreement created', { description: pkg.location.name });
    onClose();
  }, 'The agreement could not be saved.');
  return (
    <FormDialog
      form={form}
      onClose={onClose}
      title={pkg.agreement ? `Edit agreement ${pkg.agreement.agreementNumber}` : 'Create agreement'}
      description={pkg.location.name}
      className="sm:max-w-2xl"
      onSubmit={submit}
      submitLabel="Save agreement"
      pendingLabel="Saving…"
      pending={save.isPending}
    >
      <div className="grid items-start gap-4 sm:grid-cols-2">
        <EnumSelectField control={control} name="packageCode" label="Package" options={agreementPackageOptions(pkg)} />
        <EnumSelectField
          control={control}
          name="renewalStatus"
          label="Renewal status"
          options={labelledOptions(RENEWAL_STATUSES, RENEWAL_STATUS_LABELS)}
        />
      </div>
      <div className="grid items-start gap-4 sm:grid-cols-3">
        <DateField control={control} name="termStart" label="Term start" />
        <DateField control={control} name="termEnd" label="Term end" />
        <DateField control={control} name="signedOn" label="Signed on" />
      </div>
      <TextField control={control} name="territory" label="Territory" maxLength={200} placeholder="Barangay Poblacion, Makati City" />
      <div className="grid items-start gap-4 sm:grid-cols-2">
        <TextField
          control={control}
          name="royaltyPercent"
          label="Royalty rate (%)"
          inputMode="decimal"
          hint="Blank: the network default (6%)."
        />
        <TextField
          control={control}
          name="marketingFeePercent"
          label="Marketing fee rate (%)"
          inputMode="decimal"
          hint="Blank: the network default (2%)."
        />
      </div>
      <TextareaField control={control} name="note" label="Note for the history" rows={2} maxLength={500} />
    </FormDialog>
  );
}
