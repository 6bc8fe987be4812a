import type { Control, Path } from 'react-hook-form';
import { useWatch } from 'react-hook-form';
import { formatPeso } from '../../../../shared/money';
import { MoneyField, TextField, TextareaField } from '../../../components/form';

/** The figure fields every sales form shares; the form's values hold centavos (MoneyField). */
export interface SalesFigureValues {
  grossCentavos: number | null;
  discountsCentavos: number | null;
  refundsCentavos: number | null;
  transactions: number | string;
  cashCentavos: number | null;
  cardCentavos: number | null;
  digitalCentavos: number | null;
  notes: string;
}

export const SALES_FIGURE_LABELS = {
  salesDate: 'Date',
  grossCentavos: 'Gross sales',
  discountsCentavos: 'Discounts',
  refundsCentavos: 'Refunds',
  transactions: 'Transactions',
  cashCentavos: 'Cash',
  cardCentavos: 'Card',
  digitalCentavos: 'Digital',
  notes: 'Notes',
  reason: 'Reason',
};

export const emptyFigures = (): SalesFigureValues => ({
  grossCentavos: null,
  discountsCentavos: 0,
  refundsCentavos: 0,
  transactions: 0,
  cashCentavos: 0,
  cardCentavos: 0,
  digitalCentavos: 0,
  notes: '',
});

const amount = (v: unknown) => (typeof v === 'number' && Number.isFinite(v) ? v : 0);

/** The figure fields of any form whose values include SalesFigureValues (entry, draft edit, correction). */
export function SalesFigureFields<T extends SalesFigureValues>({
  control,
  idPrefix,
}: {
  control: Control<T, unknown, any>; // eslint-disable-line @typescript-eslint/no-explicit-any -- as the kit's FieldProps
  idPrefix: string;
}) {
  const name = (field: keyof SalesFigureValues) => field as Path<T>;
  const [gross, discounts, refunds] = useWatch({
    control,
    name: [name('grossCentavos'), name('discountsCentavos'), name('refundsCentavos')],
  });
  const net = amount(gross) - amount(discounts) - amount(refunds);
  return (
    <div className="grid gap-4">
      <div className="grid gap-4 sm:grid-cols-3">
        <MoneyField control={control} name={name('grossCentavos')} id={`${idPrefix}-gross`} label="Gross sales" />
        <MoneyField control={control} name={name('discountsCentavos')} id={`${idPrefix}-discounts`} label="Discounts" />
        <MoneyField control={control} name={name('refundsCentavos')} id={`${idPrefix}-refunds`} label="Refunds" />
      </div>
      <p className="text-sm" aria-live="polite">
        Net sales: <strong className="tabular-nums">{formatPeso(net)}</strong>
      </p>
      <TextField
        control={control}
        name={name('transactions')}
        id={`${idPrefix}-transactions`}
        label="Transactions"
        inputMode="numeric"
        className="sm:max-w-48"
      />
      <fieldset className="grid gap-3">
        <legend className="text-sm font-medium">Payment breakdown</legend>
        <p className="text-xs text-muted-foreground">Optional: leave all three at zero, or make them add up to net sales.</p>
        <div className="grid gap-4 sm:grid-cols-3">
          <MoneyField control={control} name={name('cashCentavos')} id={`${idPrefix}-cash`} label="Cash" />
          <MoneyField control={control} name={name('cardCentavos')} id={`${idPrefix}-card`} label="Card" />
          <MoneyField control={control} name={name('digitalCentavos')} id={`${idPrefix}-digital`} label="Digital" />
        </div>
      </fieldset>
      <TextareaField control={control} name={name('notes')} id={`${idPrefix}-notes`} label="Notes" hint="Optional" maxLength={1000} />
    </div>
  );
}

/** A day's figures as the form's values (for editing or correcting). */
export function figuresToForm(d: {
  grossCentavos: number;
  discountsCentavos: number;
  refundsCentavos: number;
  transactions: number;
  cashCentavos: number;
  cardCentavos: number;
  digitalCentavos: number;
  notes: string | null;
}): SalesFigureValues {
  return {
    grossCentavos: d.grossCentavos,
    discountsCentavos: d.discountsCentavos,
    refundsCentavos: d.refundsCentavos,
    transactions: d.transactions,
    cashCentavos: d.cashCentavos,
    cardCentavos: d.cardCentavos,
    digitalCentavos: d.digitalCentavos,
    notes: d.notes ?? '',
  };
}
