import { useState } from 'react';
import { MapPin } from 'lucide-react';
import { toast } from 'sonner';
import type { Address } from '../../../../shared/addresses.contracts';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { Alert, AlertDescription } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { errorMessage } from '../../../lib/api-client';
import { useDeleteAddress } from '../delete-address';
import { useAddresses } from '../../../lib/queries/get-addresses';
import { useSetDefaultAddress } from '../set-default-address';
import { AddressCard, addressTitle } from './address-card';
import { AddressDialog } from './address-dialog';

/** Which dialog is up: adding, editing one address, or confirming a delete. */
type Editing = { mode: 'add' } | { mode: 'edit'; address: Address } | { mode: 'delete'; address: Address } | null;

/** /addresses body: the cards, the add/edit dialog and the delete confirmation. */
export function AddressBook({ addOpen, onAddOpenChange }: { addOpen: boolean; onAddOpenChange: (open: boolean) => void }) {
  const addresses = useAddresses();
  const remove = useDeleteAddress();
  const setDefault = useSetDefaultAddress();
  const [editing, setEditing] = useState<Editing>(null);

  const busyId = setDefault.isPending ? setDefault.variables?.id : undefined;
  const actions = {
    onEdit: (address: Address) => setEditing({ mode: 'edit', address }),
    onDelete: (address: Address) => {
      remove.reset();
      setEditing({ mode: 'delete', address });
    },
    onSetDefault: (address: Address, kind: 'shipping' | 'billing') => setDefault.mutate({ id: address.id, kind }),
  };

  let body;
  if (addresses.isPending) {
    body = (
      <div role="status" aria-busy="true" aria-label="Loading addresses" className="grid gap-4 md:grid-cols-2">
        {[0, 1].map((i) => (
          <div key={i} className="h-48 animate-pulse rounded-xl border border-border bg-muted" />
        ))}
      </div>
    );
  } else if (addresses.isError) {
    body = (
      <Alert variant="destructive">
        <AlertDescription className="flex flex-wrap items-center justify-between gap-3">
          <span>{errorMessage(addresses.error, 'Failed to load your addresses.')}</span>
          <Button size="sm" variant="outline" onClick={() => void addresses.refetch()}>
            Try again
          </Button>
        </AlertDescription>
      </Alert>
    );
  } else if (addresses.data.length === 0) {
    body = (
      <div className="flex flex-col items-center gap-2 rounded-xl border border-dashed border-input bg-card px-6 py-12 text-center">
        <MapPin aria-hidden className="size-8 text-muted-foreground" />
        <p className="font-medium">No addresses yet.</p>
        {/* One "Add address" button on the page (the header's), so it is never ambiguous. */}
        <p className="max-w-sm text-sm text-muted-foreground">
          Add where stock should be delivered and where invoices go with Add address. You need both to check out.
        </p>
      </div>
    );
  } else {
    body = (
      <ul className="grid gap-4 md:grid-cols-2" aria-label="Your addresses">
        {addresses.data.map((a) => (
          <AddressCard key={a.id} address={a} actions={{ ...actions, busy: busyId === a.id }} />
        ))}
      </ul>
    );
  }

  const deleting = editing?.mode === 'delete' ? editing.address : null;
  return (
    <>
      {body}
      <AddressDialog open={addOpen} onOpenChange={onAddOpenChange} onSaved={() => toastSaved('Address added')} />
      <AddressDialog
        open={editing?.mode === 'edit'}
        onOpenChange={(open) => (open ? undefined : setEditing(null))}
        address={editing?.mode === 'edit' ? editing.address : undefined}
        onSaved={() => toastSaved('Address updated')}
      />
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => (open ? undefined : setEditing(null))}
        title="Delete this address?"
        description={deleting ? `"${addressTitle(deleting)}" will be removed. Orders already placed keep their copy.` : ''}
        confirmLabel="Delete address"
        pendingLabel="Deleting…"
        pending={remove.isPending}
        onConfirm={() => deleting && remove.mutate(deleting.id, { onSuccess: () => setEditing(null) })}
      >
        {remove.isError ? (
          <Alert variant="destructive">
            <AlertDescription>{errorMessage(remove.error, 'Failed to delete the address.')}</AlertDescription>
          </Alert>
        ) : null}
      </ConfirmDialog>
    </>
  );
}

function toastSaved(message: string) {
  toast.success(message, { id: 'address-saved' });
}
