import { useId, useState } from 'react';
import { AlertTriangle, Trash2 } from 'lucide-react';
import type { CartIssue, CartLine } from '../../../../shared/cart.contracts';
import { formatPeso } from '../../../../shared/money';
import { Button } from '../../../components/ui/button';
import { errorMessage, fieldErrorsOf } from '../../../lib/api-client';
import { cn } from '../../../lib/cn';
import { useAcceptCartPrice } from '../accept-cart-price';
import { limitsOf } from '../quantity';
import { useRemoveCartLine } from '../remove-cart-line';
import { useUpdateCartLine } from '../update-cart-line';
import { LineImage } from './line-image';
import { QuantityStepper, type QuantityProblem } from './quantity-stepper';

/** A changed price is something to confirm (amber); the other issues stop checkout until fixed (red). */
function issueTone(issue: CartIssue): string {
  return issue.code === 'PRICE_CHANGED' ? 'text-warning' : 'text-destructive';
}

export function CartLineItem({ line }: { line: CartLine }) {
  const update = useUpdateCartLine();
  const remove = useRemoveCartLine();
  const accept = useAcceptCartPrice();
  const priceChanged = line.issues.some((i) => i.code === 'PRICE_CHANGED') && line.priceAtAddCentavos !== line.unitPriceCentavos;
  const busy = remove.isPending;
  const errorId = useId();
  const [problem, setProblem] = useState<QuantityProblem | null>(null);

  // The server's refusal (say, more than is in stock) is shown next to the field; the field shows the saved quantity.
  const commitQuantity = async (quantity: number) => {
    try {
      await update.mutateAsync({ lineId: line.id, quantity });
    } catch (error) {
      const message = fieldErrorsOf(error).quantity?.[0] ?? errorMessage(error, 'Could not update the quantity. Please try again.');
      setProblem({ reason: 'server', message, dismiss: () => setProblem(null) });
    }
  };

  return (
    <li
      className={cn('grid grid-cols-[4rem_minmax(0,1fr)] gap-x-3 gap-y-3 py-4', busy && 'opacity-60')}
      data-testid="cart-line"
      aria-label={line.name}
    >
      <LineImage src={line.imageUrl} />
      <div className="min-w-0">
        <p className="font-medium leading-snug">{line.name}</p>
        <p className="text-xs text-muted-foreground">SKU {line.sku}</p>
        <p className="mt-1 text-sm" data-testid="cart-line-price">
          {priceChanged ? (
            <>
              <span className="sr-only">Was </span>
              <s className="text-muted-foreground">{formatPeso(line.priceAtAddCentavos)}</s> <span className="sr-only">now </span>
              <span className="font-medium">{formatPeso(line.unitPriceCentavos)}</span>
            </>
          ) : (
            formatPeso(line.unitPriceCentavos)
          )}{' '}
          <span className="text-muted-foreground">/ {line.unit}</span>
        </p>
        {priceChanged ? (
          <Button size="sm" variant="outline" className="mt-2" disabled={accept.isPending} onClick={() => accept.mutate(line.id)}>
            Accept new price
          </Button>
        ) : null}
      </div>
      {/* Phones: the controls take the full width under the picture; wider: they line up with the text. */}
      <div className="col-span-2 flex items-center justify-between gap-3 sm:col-span-1 sm:col-start-2">
        <QuantityStepper
          name={line.name}
          quantity={line.quantity}
          limits={limitsOf(line)}
          disabled={busy}
          onCommit={commitQuantity}
          onProblem={setProblem}
          errorId={problem ? errorId : undefined}
        />
        <div className="flex items-center gap-2">
          <p className="min-w-24 text-right font-semibold tabular-nums" data-testid="cart-line-total">
            <span className="sr-only">Line total </span>
            {formatPeso(line.lineTotalCentavos)}
          </p>
          <Button
            variant="ghost"
            size="icon"
            aria-label={`Remove ${line.name}`}
            title="Remove"
            disabled={busy}
            onClick={() => remove.mutate(line.id)}
          >
            <Trash2 aria-hidden />
          </Button>
        </div>
      </div>
      {problem?.reason === 'zero' ? (
        <div
          id={errorId}
          role="alert"
          className="col-span-2 flex flex-wrap items-center gap-x-3 gap-y-2 rounded-md border border-destructive/40 bg-destructive/5 px-3 py-2 text-sm sm:col-span-1 sm:col-start-2"
          data-testid="quantity-error"
        >
          <span className="font-medium">Remove {line.name} from your cart?</span>
          <span className="flex gap-2">
            <Button size="sm" variant="destructive" disabled={busy} onClick={() => remove.mutate(line.id)}>
              Remove
            </Button>
            <Button size="sm" variant="outline" onClick={problem.dismiss}>
              Keep {line.quantity}
            </Button>
          </span>
        </div>
      ) : problem ? (
        <p
          id={errorId}
          role="alert"
          className="col-span-2 text-sm font-medium text-destructive sm:col-span-1 sm:col-start-2"
          data-testid="quantity-error"
        >
          {problem.message}
        </p>
      ) : null}
      {line.issues.length > 0 ? (
        <ul className="col-span-2 grid gap-1 sm:col-span-1 sm:col-start-2" data-testid="cart-line-issues">
          {line.issues.map((issue) => (
            <li key={issue.code} className={cn('flex items-start gap-2 text-sm font-medium', issueTone(issue))}>
              <AlertTriangle aria-hidden className="mt-0.5 size-4 shrink-0" />
              <span>{issue.message}</span>
            </li>
          ))}
        </ul>
      ) : null}
    </li>
  );
}
