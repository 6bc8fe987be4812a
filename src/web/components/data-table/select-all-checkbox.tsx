import { useEffect, useRef } from 'react';
import { selectAllState } from '../../lib/selection';

/** "Select all" for the rows on screen; shows the mixed state when only some are selected. */
export function SelectAllCheckbox({
  label,
  visible,
  selected,
  onChange,
}: {
  label: string;
  visible: number;
  selected: number;
  onChange: (all: boolean) => void;
}) {
  const ref = useRef<HTMLInputElement>(null);
  const state = selectAllState(visible, selected);
  useEffect(() => {
    if (ref.current) ref.current.indeterminate = state === 'mixed';
  }, [state]);
  return (
    <label className="inline-flex cursor-pointer items-center gap-2 text-sm font-medium">
      <input
        ref={ref}
        type="checkbox"
        className="size-4 accent-primary"
        checked={state === true}
        disabled={visible === 0}
        onChange={(e) => onChange(e.target.checked)}
      />
      {label}
    </label>
  );
}
