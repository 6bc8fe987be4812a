import type { ReactNode } from 'react';
import { Plus } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { Label } from '../../../components/ui/label';
import { Select } from '../../../components/ui/select';
import { FieldError } from '../../../components/form';

/**
 * A labelled select of saved things (addresses, payment methods) with an "Add new" button beside
 * the label that opens the add form inline, and the field's error underneath.
 */
export function ChoiceField({
  id,
  label,
  value,
  onChange,
  options,
  emptyText,
  addWhat,
  onAdd,
  error,
  disabled,
  children,
}: {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  options: { value: string; label: string }[];
  /** Placeholder when nothing is chosen (or nothing saved yet). */
  emptyText: string;
  /** What the add button adds, completing its name: "Add new shipping address". */
  addWhat: string;
  onAdd: () => void;
  error?: string;
  disabled?: boolean;
  /** Shown under the select, e.g. the chosen address in full. */
  children?: ReactNode;
}) {
  const errorId = `${id}-error`;
  return (
    <div className="grid content-start gap-2">
      <div className="flex items-center justify-between gap-2">
        <Label htmlFor={id}>{label}</Label>
        {/* The rest of the name is sr-only text, not aria-label: an aria-label containing "Shipping
            address" would make the button a second match for the select's label. */}
        <Button variant="link" size="sm" className="h-auto py-0" onClick={onAdd}>
          <Plus aria-hidden />
          Add new<span className="sr-only"> {addWhat}</span>
        </Button>
      </div>
      <Select
        id={id}
        value={value}
        disabled={disabled}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        onChange={(e) => onChange(e.target.value)}
      >
        <option value="" disabled={options.length > 0}>
          {options.length > 0 ? emptyText : 'None saved yet: add one'}
        </option>
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </Select>
      <FieldError id={errorId} message={error} />
      {children}
    </div>
  );
}
