import type { ReactNode } from 'react';

/** A short list inside a card (a dashboard's open orders, a package's documents): its rows, or the sentence saying there are none. */
export function ItemsOrNone<T>({
  items,
  none,
  children,
}: {
  items: readonly T[];
  /** What an empty list says, e.g. "No documents yet." */
  none: string;
  /** The list itself, shown only when there is something in it. */
  children: ReactNode;
}) {
  return items.length === 0 ? <p className="text-sm text-muted-foreground">{none}</p> : children;
}
