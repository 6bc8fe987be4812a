import type { AddressSnapshot as Snapshot } from '../../../../shared/orders.contracts';
import { addressLines } from '../../../lib/format-address';

/** The copy of an address kept on the order (later edits of the address book don't change it). */
export function AddressSnapshot({
  title,
  address,
  showInstructions = true,
}: {
  title: string;
  address: Snapshot | null;
  /** Delivery instructions matter for the shipping copy only. */
  showInstructions?: boolean;
}) {
  return (
    <div className="grid content-start gap-1">
      <h3 className="text-sm font-semibold">{title}</h3>
      {address ? (
        <address className="grid gap-0.5 text-sm not-italic">
          <span className="font-medium">{address.recipientName}</span>
          {addressLines(address).map((line) => (
            <span key={line}>{line}</span>
          ))}
          <span className="text-muted-foreground">{address.phone}</span>
          {showInstructions && address.deliveryInstructions ? (
            <span className="text-muted-foreground">Instructions: {address.deliveryInstructions}</span>
          ) : null}
        </address>
      ) : (
        <p className="text-sm text-muted-foreground">Not recorded.</p>
      )}
    </div>
  );
}
