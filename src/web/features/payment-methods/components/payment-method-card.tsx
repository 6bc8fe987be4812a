import { CreditCard, Landmark, Pencil, Smartphone, Star, Trash2, Wallet, type LucideIcon } from 'lucide-react';
import { PAYMENT_METHOD_LABELS, type PaymentMethod } from '../../../../shared/payment-methods.contracts';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { paymentMethodTitle } from '../../../lib/payment-defaults';

const TYPE_ICONS: Record<PaymentMethod['type'], LucideIcon> = {
  bank_transfer: Landmark,
  gcash: Smartphone,
  credit_card: CreditCard,
  debit_card: CreditCard,
  cash_on_delivery: Wallet,
};

export interface PaymentMethodCardActions {
  onSetDefault: (m: PaymentMethod) => void;
  onEditNickname: (m: PaymentMethod) => void;
  onDelete: (m: PaymentMethod) => void;
  busy: boolean;
}

export function PaymentMethodCard({ method: m, actions }: { method: PaymentMethod; actions: PaymentMethodCardActions }) {
  const Icon = TYPE_ICONS[m.type];
  const title = paymentMethodTitle(m);
  return (
    <li className="flex flex-col gap-3 rounded-xl border border-border bg-card p-4 shadow-sm sm:p-5" aria-label={title}>
      <div className="flex items-start gap-3">
        <span className="grid size-10 shrink-0 place-items-center rounded-full bg-brand-50 text-primary">
          <Icon aria-hidden className="size-5" />
        </span>
        <div className="min-w-0 flex-1">
          <div className="flex flex-wrap items-center gap-2">
            <h2 className="min-w-0 break-words text-base font-semibold">{title}</h2>
            {m.isDefault ? <Badge>Default</Badge> : null}
          </div>
          <p className="text-sm text-muted-foreground">{PAYMENT_METHOD_LABELS[m.type]}</p>
          {/* The nickname is the heading when set, so the safe label still shows underneath (unless it
              only repeats the type, as "Cash on delivery" does). */}
          {m.nickname && m.label !== PAYMENT_METHOD_LABELS[m.type] ? <p className="break-words text-sm">{m.label}</p> : null}
          {m.holderName ? <p className="text-sm text-muted-foreground">{m.holderName}</p> : null}
        </div>
      </div>
      <div className="mt-auto flex flex-wrap gap-2 pt-1">
        {!m.isDefault ? (
          <Button size="sm" variant="outline" disabled={actions.busy} onClick={() => actions.onSetDefault(m)}>
            <Star aria-hidden />
            Set as default<span className="sr-only"> ({title})</span>
          </Button>
        ) : null}
        <Button size="sm" variant="outline" onClick={() => actions.onEditNickname(m)}>
          <Pencil aria-hidden />
          Edit nickname<span className="sr-only"> ({title})</span>
        </Button>
        <Button size="sm" variant="outline" onClick={() => actions.onDelete(m)}>
          <Trash2 aria-hidden />
          Delete<span className="sr-only"> ({title})</span>
        </Button>
      </div>
    </li>
  );
}
