import { useId } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { ShieldCheck } from 'lucide-react';
import {
  PAYMENT_METHOD_LABELS,
  PAYMENT_METHOD_TYPES,
  type PaymentMethod,
  type PaymentMethodInput,
} from '../../../../shared/payment-methods.contracts';
import { Alert, AlertDescription } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Field, FormField } from '../../../components/ui/form-field';
import { Select } from '../../../components/ui/select';
import { errorMessage } from '../../../lib/api-client';
import { applyServerFieldErrors } from '../../../lib/form-errors';
import { useCreatePaymentMethod } from '../create-payment-method';
import { EMPTY_PAYMENT_FORM, PAYMENT_LABELS, paymentResolver, type PaymentFormValues } from '../payment-form-values';

export const SAFE_STORAGE_NOTE = 'We store only the last four digits. No money is charged; orders are invoiced.';

/** Add a payment method (used on /payment-methods and inline at checkout). */
export function PaymentMethodForm({ onSaved, onCancel }: { onSaved: (method: PaymentMethod) => void; onCancel?: () => void }) {
  const id = useId();
  const create = useCreatePaymentMethod();
  const form = useForm<PaymentFormValues, unknown, PaymentMethodInput>({
    resolver: paymentResolver,
    defaultValues: EMPTY_PAYMENT_FORM,
  });
  const { errors } = form.formState;
  const type = useWatch({ control: form.control, name: 'type' });
  const field = (name: keyof PaymentFormValues) => `${id}-${name}`;
  const isCard = type === 'credit_card' || type === 'debit_card';

  const submit = form.handleSubmit((payload) =>
    create.mutate(payload, {
      onSuccess: (method) => {
        // Forget the full card/account number: clear the inputs and the finished mutation's variables.
        form.reset(EMPTY_PAYMENT_FORM);
        create.reset();
        onSaved(method);
      },
      onError: (error) => applyServerFieldErrors(error, form.setError, PAYMENT_LABELS),
    }),
  );

  return (
    <form onSubmit={submit} noValidate className="grid gap-4" aria-label="Add payment method">
      {create.isError ? (
        <Alert variant="destructive">
          <AlertDescription>{errorMessage(create.error, 'Failed to save the payment method.')}</AlertDescription>
        </Alert>
      ) : null}
      <div className="grid gap-4 sm:grid-cols-2">
        <Field id={field('type')} label="Payment type" error={errors.type?.message}>
          {(aria) => (
            <Select {...aria} {...form.register('type')}>
              {PAYMENT_METHOD_TYPES.map((t) => (
                <option key={t} value={t}>
                  {PAYMENT_METHOD_LABELS[t]}
                </option>
              ))}
            </Select>
          )}
        </Field>
        <FormField
          id={field('nickname')}
          label="Nickname"
          hint="Optional, e.g. Company Visa"
          maxLength={60}
          error={errors.nickname?.message}
          {...form.register('nickname')}
        />

        {isCard ? (
          <>
            <FormField
              id={field('cardholderName')}
              label="Cardholder name"
              autoComplete="cc-name"
              maxLength={120}
              error={errors.cardholderName?.message}
              {...form.register('cardholderName')}
            />
            <FormField
              id={field('cardNumber')}
              label="Card number"
              autoComplete="cc-number"
              inputMode="numeric"
              maxLength={23}
              error={errors.cardNumber?.message}
              {...form.register('cardNumber')}
            />
            <FormField
              id={field('expiryMonth')}
              label="Expiry month"
              autoComplete="cc-exp-month"
              inputMode="numeric"
              placeholder="MM"
              maxLength={2}
              error={errors.expiryMonth?.message}
              {...form.register('expiryMonth')}
            />
            <FormField
              id={field('expiryYear')}
              label="Expiry year"
              autoComplete="cc-exp-year"
              inputMode="numeric"
              placeholder="YYYY"
              maxLength={4}
              error={errors.expiryYear?.message}
              {...form.register('expiryYear')}
            />
          </>
        ) : null}

        {type === 'bank_transfer' ? (
          <>
            <FormField
              id={field('bankName')}
              label="Bank name"
              maxLength={80}
              error={errors.bankName?.message}
              {...form.register('bankName')}
            />
            <FormField
              id={field('accountName')}
              label="Account name"
              maxLength={120}
              error={errors.accountName?.message}
              {...form.register('accountName')}
            />
            <FormField
              id={field('accountNumber')}
              label="Account number"
              inputMode="numeric"
              autoComplete="off"
              maxLength={24}
              error={errors.accountNumber?.message}
              {...form.register('accountNumber')}
            />
          </>
        ) : null}

        {type === 'gcash' ? (
          <>
            <FormField
              id={field('accountName')}
              label="Account name"
              maxLength={120}
              error={errors.accountName?.message}
              {...form.register('accountName')}
            />
            <FormField
              id={field('mobileNumber')}
              label="GCash number"
              type="tel"
              inputMode="tel"
              placeholder="09171234567"
              error={errors.mobileNumber?.message}
              {...form.register('mobileNumber')}
            />
          </>
        ) : null}
      </div>

      {type === 'cash_on_delivery' ? (
        <p className="text-sm text-muted-foreground">Nothing else to enter: you pay the courier when the stock arrives.</p>
      ) : null}

      <div className="flex items-center gap-2">
        <input id={field('makeDefault')} type="checkbox" className="size-4 accent-primary" {...form.register('makeDefault')} />
        <label htmlFor={field('makeDefault')} className="text-sm font-medium">
          Make default
        </label>
      </div>

      <p className="flex items-start gap-2 rounded-md bg-muted px-3 py-2 text-sm text-muted-foreground">
        <ShieldCheck aria-hidden className="mt-0.5 size-4 shrink-0 text-success" />
        {SAFE_STORAGE_NOTE}
      </p>

      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        {onCancel ? (
          <Button variant="outline" onClick={onCancel} disabled={create.isPending}>
            Cancel
          </Button>
        ) : null}
        <Button type="submit" disabled={create.isPending}>
          {create.isPending ? 'Saving…' : 'Save payment method'}
        </Button>
      </div>
    </form>
  );
}
