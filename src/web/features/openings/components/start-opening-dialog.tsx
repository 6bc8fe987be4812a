import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { ZStartOpening, type StartOpeningData } from '../../../../shared/openings.contracts';
import { PACKAGE_CODES, packageLabel, type PackageCode } from '../../../../shared/packages';
import { PH_PROVINCES } from '../../../../shared/ph-provinces';
import { addCalendarDays, manilaToday } from '../../../../shared/time';
import { OPENING_DEFAULT_DAYS } from '../../../../shared/openings.contracts';
import { DateField, EnumSelectField, FormDialog, TextField, useAppForm, whileOpen } from '../../../components/form';
import { useFranchisees } from '../../../lib/queries/get-iam-users';
import { useOpeningBrands } from '../get-opening-brands';
import { useStartOpening } from '../start-opening';

interface Values {
  ownerId: string;
  brandId: string;
  packageCode: PackageCode;
  name: string;
  city: string;
  province: string;
  targetDate: string;
}
const LABELS = {
  ownerId: 'franchisee',
  brandId: 'brand',
  packageCode: 'package',
  name: 'store name',
  city: 'city',
  province: 'province',
  targetDate: 'target date',
};
const PACKAGE_OPTIONS = PACKAGE_CODES.map((code) => ({ value: code, label: packageLabel(code) }));
const PROVINCE_OPTIONS = PH_PROVINCES.map((p) => ({ value: p, label: p }));

/**
 * Head office starts the opening of an existing franchisee's next store (no application): a location in status
 * opening, owned by them at once, a draft agreement and the brand's checklist (server, decision 021).
 */
function StartOpeningForm({ onClose }: { onClose: () => void }) {
  const start = useStartOpening();
  const navigate = useNavigate();
  const owners = useFranchisees();
  const brands = useOpeningBrands();
  const form = useAppForm<Values, StartOpeningData>(
    ZStartOpening,
    {
      ownerId: '',
      brandId: '',
      packageCode: 'B',
      name: '',
      city: '',
      province: '',
      targetDate: addCalendarDays(manilaToday(), OPENING_DEFAULT_DAYS),
    },
    { labels: LABELS, toInput: (v) => ({ ...v, targetDate: v.targetDate || undefined }) },
  );
  const submit = form.submit(async (input) => {
    const o = await start.mutateAsync(input);
    toast.success('Opening started', { description: `${o.location.code} ${o.location.name}: the checklist is ready.` });
    onClose();
    await navigate(`/openings?project=${o.id}`);
  }, 'The opening could not be started.');
  return (
    <FormDialog
      form={form}
      onClose={onClose}
      title="Start a store opening"
      description="For an existing franchisee’s next store. New franchisees get theirs when their application is approved."
      className="sm:max-w-2xl"
      onSubmit={submit}
      submitLabel="Start opening"
      pendingLabel="Starting…"
      pending={start.isPending}
    >
      <div className="grid items-start gap-4 sm:grid-cols-2">
        <EnumSelectField control={form.control} name="ownerId" label="Franchisee" placeholder="Choose a franchisee" required>
          {(owners.data ?? []).map((o) => (
            <option key={o.id} value={o.id}>
              {o.fullName || o.email}
              {o.fullName ? ` (${o.email})` : ''}
            </option>
          ))}
        </EnumSelectField>
        <EnumSelectField control={form.control} name="brandId" label="Brand" placeholder="Choose a brand" required>
          {(brands.data ?? []).map((b) => (
            <option key={b.id} value={b.id}>
              {b.name}
            </option>
          ))}
        </EnumSelectField>
        <EnumSelectField control={form.control} name="packageCode" label="Package" options={PACKAGE_OPTIONS} />
        <DateField control={form.control} name="targetDate" label="Target opening date" min={manilaToday()} />
      </div>
      <TextField control={form.control} name="name" label="Store name" maxLength={120} placeholder="Siomai Express Marikina" />
      <div className="grid items-start gap-4 sm:grid-cols-2">
        <TextField control={form.control} name="city" label="City" maxLength={80} />
        <EnumSelectField
          control={form.control}
          name="province"
          label="Province"
          placeholder="Choose a province"
          options={PROVINCE_OPTIONS}
        />
      </div>
    </FormDialog>
  );
}
export const StartOpeningDialog = whileOpen(StartOpeningForm);
