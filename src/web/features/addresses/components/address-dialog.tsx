import type { Address } from '../../../../shared/addresses.contracts';
import { DialogShell } from '../../../components/ui/dialog-shell';
import { AddressForm } from './address-form';

/**
 * The address form in a dialog: /addresses adds and edits with it, checkout adds one inline.
 * The content unmounts on close, so every opening starts from a fresh form.
 */
export function AddressDialog({
  open,
  onOpenChange,
  address,
  defaultType,
  defaultLocationId,
  onSaved,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  address?: Address;
  defaultType?: Address['type'];
  /** A new address starts linked to this location (checkout: the ordering location). */
  defaultLocationId?: string;
  onSaved?: (address: Address) => void;
}) {
  return (
    <DialogShell
      open={open}
      onOpenChange={onOpenChange}
      title={address ? 'Edit address' : 'Add address'}
      description="Deliveries and invoices use this address exactly as entered."
      className="max-w-2xl"
    >
      <AddressForm
        address={address}
        defaultType={defaultType}
        defaultLocationId={defaultLocationId}
        onCancel={() => onOpenChange(false)}
        onSaved={(saved) => {
          onOpenChange(false);
          onSaved?.(saved);
        }}
      />
    </DialogShell>
  );
}
