import { MapPinOff } from 'lucide-react';

/** DESIGN 4: a franchisee head office has not linked to a location yet sees this, not an error. */
export function NoLocation() {
  return (
    <div className="flex flex-col items-center gap-3 rounded-xl border border-dashed border-input bg-card px-6 py-12 text-center">
      <MapPinOff aria-hidden className="size-10 text-muted-foreground" />
      <h2 className="text-lg font-semibold">Not linked to a location yet</h2>
      <p className="max-w-md text-sm text-muted-foreground">
        Your account is not linked to a location yet. Head office assigns locations to franchisees; your sales, orders and stock figures
        appear here once they have.
      </p>
    </div>
  );
}
