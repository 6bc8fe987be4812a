import { useMemo, useState } from 'react';
import { MapPin } from 'lucide-react';
import { toast } from 'sonner';
import type { IamUserDetail } from '../../../../shared/iam.contracts';
import { Button } from '../../../components/ui/button';
import { useAllLocations } from '../../../lib/queries/get-locations';
import { useAssignUserLocations } from '../user-writes';
import { LocationMultiSelect, type LocationOption } from './location-multi-select';

/**
 * A franchisee's locations, and head office's way to assign or unassign them. A location has one
 * owner: those owned by someone else are listed but cannot be ticked (reassign them from Network).
 */
export function UserLocationsEditor({ user }: { user: IamUserDetail }) {
  const [editing, setEditing] = useState(false);
  const [chosen, setChosen] = useState<string[]>([]);
  const locations = useAllLocations(editing);
  const assign = useAssignUserLocations();

  const options: LocationOption[] = useMemo(
    () =>
      (locations.data ?? []).map((l) => ({
        id: l.id,
        code: l.code,
        name: l.name,
        brandName: l.brandName,
        disabled: l.ownerId !== null && l.ownerId !== user.id,
        note: l.ownerId !== null && l.ownerId !== user.id ? `Owned by ${l.ownerName ?? l.ownerEmail ?? 'another franchisee'}` : undefined,
      })),
    [locations.data, user.id],
  );

  if (!editing) {
    return (
      <div className="grid gap-3">
        {user.locations.length === 0 ? (
          <p className="text-sm text-muted-foreground">Not linked to a location yet.</p>
        ) : (
          <ul className="grid gap-1.5" data-testid="iam-user-locations">
            {user.locations.map((l) => (
              <li key={l.id} className="flex items-center gap-2 text-sm">
                <MapPin aria-hidden className="size-4 shrink-0 text-muted-foreground" />
                <span>
                  <span className="font-mono text-xs text-muted-foreground">{l.code}</span> {l.name}
                  <span className="text-muted-foreground"> · {l.brandName}</span>
                </span>
              </li>
            ))}
          </ul>
        )}
        <Button
          variant="outline"
          size="sm"
          className="justify-self-start"
          onClick={() => {
            setChosen(user.locations.map((l) => l.id));
            setEditing(true);
          }}
        >
          Assign locations
        </Button>
      </div>
    );
  }

  return (
    <div className="grid gap-3">
      {locations.isPending ? (
        <div role="status" aria-busy="true" aria-label="Loading locations" className="h-32 animate-pulse rounded-md bg-muted" />
      ) : (
        <LocationMultiSelect
          label="Locations"
          options={options}
          value={chosen}
          onChange={setChosen}
          hint="Unticking a location leaves it without an owner."
        />
      )}
      <div className="flex flex-wrap gap-2">
        <Button
          size="sm"
          disabled={assign.isPending || locations.isPending}
          onClick={() =>
            assign.mutate(
              { id: user.id, locationIds: chosen },
              {
                onSuccess: () => {
                  toast.success('Locations saved', { description: user.fullName || user.email });
                  setEditing(false);
                },
              },
            )
          }
        >
          {assign.isPending ? 'Saving…' : 'Save locations'}
        </Button>
        <Button size="sm" variant="ghost" onClick={() => setEditing(false)} disabled={assign.isPending}>
          Cancel
        </Button>
      </div>
    </div>
  );
}
