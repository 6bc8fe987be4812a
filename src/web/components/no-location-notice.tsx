import type { ReactNode } from 'react';
import { MapPinOff } from 'lucide-react';

/**
 * DESIGN 4: a franchisee account that head office has not linked to a location yet is a normal state, not an error,
 * so the page shows this in place of its controls. `children` says what the page will offer once a location is linked.
 */
export function NoLocationNotice({ children }: { children: ReactNode }) {
  return (
    <div className="flex flex-col items-center gap-3 rounded-xl border border-dashed border-input bg-card px-6 py-12 text-center">
      <MapPinOff aria-hidden className="size-10 text-muted-foreground" />
      <h2 className="text-lg font-semibold">Not linked to a location yet</h2>
      <p className="max-w-md text-sm text-muted-foreground">{children}</p>
    </div>
  );
}
