import { useWatch } from 'react-hook-form';
import { ShieldCheck } from 'lucide-react';
import {
  PAYMENT_METHOD_LABELS,
  PAYMENT_METHOD_TYPES,
  ZPaymentMethodInput,
  type PaymentMethod,
} from '../../../../shared/payment-methods.contracts';
import { CheckboxField, EnumSelectField, FormBody, FormFooter, labelledOptions, TextField, useAppForm } from '../../../components/form';
import { useCreatePaymentMethod } from '../create-payment-method';
import { EMPTY_PAYMENT_FORM, PAYMENT_LABELS, toPaymentPayload, type PaymentFormValues } from '../payment-form-values';

export const SAFE_STORAGE_NOTE = 'We store only the last four digits. No money is charged; orders are invoiced.';

const TYPE_OPTIONS = labelledOptions(PAYMENT_METHOD_TYPES, PAYMENT_METHOD_LABELS);

/** Add a payment method (used on /payment-methods and inline at checkout). */
export function PaymentMethodForm({ onSaved, onCancel }: { onSaved: (method: PaymentMethod) => void; onCancel?: () => void }) {
  const create = useCreatePaymentMethod();
  // The contract checks only the chosen type's fields (toPaymentPayload); raw, because its parsed output has nulls
  // the server's input schema would refuse, so the payload sent is the one that was checked.
  const form = useAppForm<PaymentFormValues>(ZPaymentMethodInput, EMPTY_PAYMENT_FORM, {
    labels: PAYMENT_LABELS,
    toInput: toPaymentPayload,
    raw: true,
  });
  const { control } = form;
  const type = useWatch({ control, name: 'type' });
  const isCard = type === 'credit_card' || type === 'debit_card';

  const submit = form.submit(async () => {
    const method = await create.mutateAsync(toPaymentPayload(form.getValues()));
    // Forget the full card/account number: clear the inputs and the finished mutation's variables.
    form.reset(EMPTY_PAYMENT_FORM);
    create.reset();
    onSaved(method);
  }, 'Failed to save the payment method.');

  return (
    <FormBody
      onSubmit={submit}
      formError={form.formError}
      label="Add payment method"
      footer={<FormFooter onCancel={onCancel} submitLabel="Save payment method" pendingLabel="Saving…" pending={create.isPending} />}
    >
      <div className="grid items-start gap-4 sm:grid-cols-2">
        <EnumSelectField control={control} name="type" label="Payment type" options={TYPE_OPTIONS} />
        <TextField control={control} name="nickname" label="Nickname" hint="Optional, e.g. Company Visa" maxLength={60} />

        {isCard ? (
          <>
            <TextField control={control} name="cardholderName" label="Cardholder name" autoComplete="cc-name" maxLength={120} />
            <TextField
              control={control}
              name="cardNumber"
              label="Card number"
              autoComplete="cc-number"
              inputMode="numeric"
              maxLength={23}
            />
            <TextField
              control={control}
              name="expiryMonth"
              label="Expiry month"
              autoComplete="cc-exp-month"
              inputMode="numeric"
              placeholder="MM"
              maxLength={2}
            />
            <TextField
              control={control}
              name="expiryYear"
              label="Expiry year"
              autoComplete="cc-exp-year"
              inputMode="numeric"
              placeholder="YYYY"
              maxLength={4}
            />
          </>
        ) : null}

        {type === 'bank_transfer' ? (
          <>
            <TextField control={control} name="bankName" label="Bank name" maxLength={80} />
            <TextField control={control} name="accountName" label="Account name" maxLength={120} />
            <TextField
              control={control}
              name="accountNumber"
              label="Account number"
              inputMode="numeric"
              autoComplete="off"
              maxLength={24}
            />
          </>
        ) : null}

        {type === 'gcash' ? (
          <>
            <TextField control={control} name="accountName" label="Account name" maxLength={120} />
            <TextField control={control} name="mobileNumber" label="GCash number" type="tel" inputMode="tel" placeholder="09171234567" />
          </>
        ) : null}
      </div>

      {type === 'cash_on_delivery' ? (
        <p className="text-sm text-muted-foreground">Nothing else to enter: you pay the courier when the stock arrives.</p>
      ) : null}

      <CheckboxField control={control} name="makeDefault" label="Make default" className="flex items-center gap-2 text-sm font-medium" />

      <p className="flex items-start gap-2 rounded-md bg-muted px-3 py-2 text-sm text-muted-foreground">
        <ShieldCheck aria-hidden className="mt-0.5 size-4 shrink-0 text-success" />
        {SAFE_STORAGE_NOTE}
      </p>
    </FormBody>
  );
}
