import { MapPinOff } from 'lucide-react';

/**
 * DESIGN 4: a franchisee account that head office has not linked to a location yet is a normal
 * state, not an error. Nothing can be ordered until then, so no ordering controls are shown.
 */
export function NoLocationNotice() {
  return (
    <div className="flex flex-col items-center gap-3 rounded-xl border border-dashed border-input bg-card px-6 py-12 text-center">
      <MapPinOff aria-hidden className="size-10 text-muted-foreground" />
      <h2 className="text-lg font-semibold">Not linked to a location yet</h2>
      <p className="max-w-md text-sm text-muted-foreground">
        Ordering is done for a franchise location. Head office must assign you a location first; once they have, you can browse the
        catalogue and order stock here.
      </p>
    </div>
  );
}
