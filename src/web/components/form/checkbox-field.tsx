import { useId, type ReactNode } from 'react';
import { useController, type Control, type FieldValues, type Path } from 'react-hook-form';
import { Switch } from '../ui/switch';

interface ToggleProps<T extends FieldValues> {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- any transformed-values type, as in FieldProps
  control: Control<T, unknown, any>;
  name: Path<T>;
  label: ReactNode;
  /** Beside the label (a switch's "Franchisees can order it."). */
  note?: ReactNode;
  disabled?: boolean;
  className?: string;
}

/** A boolean field as a checkbox with its label after it ("Sign out my other sessions"). */
export function CheckboxField<T extends FieldValues>({ control, name, label, note, disabled, className }: ToggleProps<T>) {
  const { ref, value, onChange, onBlur, disabled: fieldDisabled } = useController({ control, name }).field;
  return (
    <label className={className ?? 'flex items-start gap-2 text-sm'}>
      <input
        type="checkbox"
        className="mt-0.5 size-4 accent-primary"
        ref={ref}
        name={name}
        checked={Boolean(value)}
        disabled={disabled ?? fieldDisabled}
        onChange={(event) => onChange(event.target.checked)}
        onBlur={onBlur}
      />
      <span>{label}</span>
      {note ? <span className="text-xs text-muted-foreground">{note}</span> : null}
    </label>
  );
}

/** A boolean field as an on/off switch with its label, and an optional note that may depend on the value. */
export function SwitchField<T extends FieldValues>({
  control,
  name,
  label,
  note,
  disabled,
  className,
  id,
}: Omit<ToggleProps<T>, 'note'> & { note?: ReactNode | ((on: boolean) => ReactNode); id?: string }) {
  const { ref, value, onChange, onBlur, disabled: fieldDisabled } = useController({ control, name }).field;
  const on = Boolean(value);
  const generated = useId();
  const switchId = id ?? generated;
  return (
    <div className={className ?? 'flex items-center gap-3'}>
      <Switch id={switchId} ref={ref} checked={on} disabled={disabled ?? fieldDisabled} onCheckedChange={onChange} onBlur={onBlur} />
      <label htmlFor={switchId} className="text-sm font-medium">
        {label}
      </label>
      {note ? <span className="text-xs text-muted-foreground">{typeof note === 'function' ? note(on) : note}</span> : null}
    </div>
  );
}
