import { useCallback, useState } from 'react';

/** Which rows of a DataTable are open (its `expansion.expanded`) and the toggle that opens or closes one (`onToggle`). */
export function useRowExpansion(): { expanded: ReadonlySet<string>; onToggle: (id: string) => void } {
  const [expanded, setExpanded] = useState<ReadonlySet<string>>(new Set());
  const onToggle = useCallback(
    (id: string) =>
      setExpanded((open) => {
        const next = new Set(open);
        if (!next.delete(id)) next.add(id);
        return next;
      }),
    [],
  );
  return { expanded, onToggle };
}
