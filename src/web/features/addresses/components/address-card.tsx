import { Pencil, Phone, Star, Trash2 } from 'lucide-react';
import type { Address } from '../../../../shared/addresses.contracts';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { addressServes, type AddressKind } from '../../../lib/address-defaults';
import { ADDRESS_TYPE_LABELS } from '../address-form-values';
import { addressLines } from '../../../lib/format-address';

export interface AddressCardActions {
  onEdit: (a: Address) => void;
  onDelete: (a: Address) => void;
  onSetDefault: (a: Address, kind: AddressKind) => void;
  /** True while a set-default request for this address runs. */
  busy: boolean;
}

export function addressTitle(a: Address): string {
  return a.nickname ?? a.recipientName;
}

export function AddressCard({ address: a, actions }: { address: Address; actions: AddressCardActions }) {
  const title = addressTitle(a);
  // Offer "Set as default …" only where the type allows it and it isn't the default already.
  const offers: { kind: AddressKind; label: string }[] = [];
  if (addressServes(a.type, 'shipping') && !a.isDefaultShipping) offers.push({ kind: 'shipping', label: 'Set as default shipping' });
  if (addressServes(a.type, 'billing') && !a.isDefaultBilling) offers.push({ kind: 'billing', label: 'Set as default billing' });

  return (
    <li className="flex flex-col gap-3 rounded-xl border border-border bg-card p-4 shadow-sm sm:p-5" aria-label={title}>
      <div className="flex flex-wrap items-center gap-2">
        <h2 className="mr-auto min-w-0 break-words text-base font-semibold">{title}</h2>
        <Badge variant="neutral">{ADDRESS_TYPE_LABELS[a.type]}</Badge>
        {a.isDefaultShipping ? <Badge>Default shipping</Badge> : null}
        {a.isDefaultBilling ? <Badge>Default billing</Badge> : null}
      </div>
      <address className="grid gap-0.5 text-sm not-italic">
        {a.nickname ? <span className="font-medium">{a.recipientName}</span> : null}
        {addressLines(a).map((line) => (
          <span key={line}>{line}</span>
        ))}
        <span className="mt-1 inline-flex items-center gap-1.5 text-muted-foreground">
          <Phone aria-hidden className="size-3.5" />
          <span className="sr-only">Phone: </span>
          {a.phone}
        </span>
      </address>
      <p className="text-sm text-muted-foreground" data-testid="address-location">
        {a.location ? (
          <>
            Location: <span className="font-medium text-foreground">{a.location.name ?? 'a location that is no longer yours'}</span>
          </>
        ) : (
          'Not linked to a location'
        )}
      </p>
      {a.deliveryInstructions ? (
        <p className="rounded-md bg-muted px-3 py-2 text-sm text-muted-foreground">
          <span className="font-medium text-foreground">Delivery instructions: </span>
          {a.deliveryInstructions}
        </p>
      ) : null}
      <div className="mt-auto flex flex-wrap gap-2 pt-1">
        <Button size="sm" variant="outline" onClick={() => actions.onEdit(a)}>
          <Pencil aria-hidden />
          Edit<span className="sr-only"> {title}</span>
        </Button>
        <Button size="sm" variant="outline" onClick={() => actions.onDelete(a)}>
          <Trash2 aria-hidden />
          Delete<span className="sr-only"> {title}</span>
        </Button>
        {offers.map(({ kind, label }) => (
          <Button key={kind} size="sm" variant="ghost" disabled={actions.busy} onClick={() => actions.onSetDefault(a, kind)}>
            <Star aria-hidden />
            {label}
            <span className="sr-only"> for {title}</span>
          </Button>
        ))}
      </div>
    </li>
  );
}
