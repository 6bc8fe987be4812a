import { Label } from '../../../components/ui/label';
import { cn } from '../../../lib/cn';
import { Select } from '../../../components/ui/select';

/** A labelled select of {id,name} options with an "All …" choice that means no filter. */
export function OptionSelect({
  id,
  label,
  allLabel,
  value,
  options,
  onChange,
  className,
}: {
  className?: string;
  id: string;
  label: string;
  allLabel: string;
  value: string | null;
  options: readonly { id: string; name: string }[];
  onChange: (id: string | null) => void;
}) {
  // A value from the URL that is not (yet) among the options still shows, rather than a blank select.
  const known = value === null || options.some((o) => o.id === value);
  return (
    <div className={cn('grid content-start gap-2', className)}>
      <Label htmlFor={id}>{label}</Label>
      <Select id={id} value={value ?? ''} onChange={(e) => onChange(e.target.value || null)}>
        <option value="">{allLabel}</option>
        {known ? null : <option value={value ?? ''}>Selected {label.toLowerCase()}</option>}
        {options.map((o) => (
          <option key={o.id} value={o.id}>
            {o.name}
          </option>
        ))}
      </Select>
    </div>
  );
}
