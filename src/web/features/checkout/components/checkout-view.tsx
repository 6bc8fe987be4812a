import { useEffect, useId, useRef, useState, type ComponentType } from 'react';
import { Link, useNavigate } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { useWatch } from 'react-hook-form';
import { AlertTriangle, Loader2, Store } from 'lucide-react';
import { ZCart, type Cart } from '../../../../shared/cart.contracts';
import { ZPlaceOrder } from '../../../../shared/orders.contracts';
import { type Address } from '../../../../shared/addresses.contracts';
import { type PaymentMethod } from '../../../../shared/payment-methods.contracts';
import { paths } from '../../../../shared/routes';
import { Alert, AlertDescription, AlertTitle } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Card, CardContent } from '../../../components/ui/card';
import { FormBody, TextareaField, useAppForm } from '../../../components/form';
import { errorMessage, fieldErrorsOf, isApiError } from '../../../lib/api-client';
import { addressesFor, addressServes, defaultAddressId, shippingMismatch, type AddressKind } from '../../../lib/address-defaults';
import { addressLines } from '../../../lib/format-address';
import { useAddresses } from '../../../lib/queries/get-addresses';
import { SectionCard } from '../../../components/section-card';
import { usePaymentMethods } from '../../../lib/queries/get-payment-methods';
import { defaultPaymentMethodId } from '../../../lib/payment-defaults';
import { cartKeys } from '../../../lib/query-keys/cart';
import { writeCart } from '../../../lib/write-cart';
import { CheckoutAttempt, refusedForSure } from '../idempotency';
import { usePlaceOrder } from '../place-order';
import { effectiveChoice } from '../selection';
import { CheckoutSummary } from './checkout-summary';
import { ChoiceField } from './choice-field';

type ChoiceKey = 'shippingAddressId' | 'billingAddressId' | 'paymentMethodId';
/** The user's own choices ('' until one is made; the selects show a default meanwhile) and the notes. */
type CheckoutValues = Record<ChoiceKey, string> & { notes: string };
const NOTHING_CHOSEN: CheckoutValues = { shippingAddressId: '', billingAddressId: '', paymentMethodId: '', notes: '' };
interface Failure {
  title: string;
  message: string;
  /** The cart is what needs changing (stock or cart issues), not the connection. */
  aboutCart: boolean;
}

const addressOption = (a: Address) => ({ value: a.id, label: `${a.nickname ?? a.recipientName} — ${a.line1}, ${a.city}` });
const paymentOption = (m: PaymentMethod) => ({ value: m.id, label: m.nickname ? `${m.nickname} — ${m.label}` : m.label });

/** The checkout form for a non-empty cart: choices, notes, the server's summary and Place Order. */
/**
 * The "add address" and "add payment method" dialogs belong to their own features; the checkout page
 * passes them in (features don't import each other).
 */
export interface CheckoutDialogs {
  AddressDialog: ComponentType<{
    open: boolean;
    onOpenChange: (open: boolean) => void;
    defaultType?: Address['type'];
    defaultLocationId?: string;
    onSaved?: (address: Address) => void;
  }>;
  PaymentMethodDialog: ComponentType<{ open: boolean; onOpenChange: (open: boolean) => void; onSaved?: (method: PaymentMethod) => void }>;
}

export function CheckoutView({
  cart,
  hasSeveralLocations,
  dialogs: { AddressDialog, PaymentMethodDialog },
}: {
  cart: Cart;
  hasSeveralLocations: boolean;
  dialogs: CheckoutDialogs;
}) {
  const id = useId();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const addresses = useAddresses();
  const methods = usePaymentMethods();
  const place = usePlaceOrder();

  // One attempt object per visit; its key survives re-renders, double clicks and retries.
  const attempt = useRef<CheckoutAttempt | null>(null);
  const failureRef = useRef<HTMLDivElement>(null);
  // Raw: the body is sent as typed, the contract only checks it (its messages: "Choose a shipping address.").
  const form = useAppForm<CheckoutValues>(ZPlaceOrder, NOTHING_CHOSEN, { raw: true });
  const { errors } = form.formState;
  const choices = useWatch({ control: form.control });
  const [failure, setFailure] = useState<Failure | null>(null);
  const [adding, setAdding] = useState<AddressKind | 'payment' | null>(null);
  // The shipping address the user confirmed although it is not the ordering location's own (by id: choosing
  // another address asks again).
  const [confirmedShippingId, setConfirmedShippingId] = useState<string | null>(null);
  const [confirmError, setConfirmError] = useState(false);
  const confirmRef = useRef<HTMLInputElement>(null);

  // A failure must be seen: move focus (and the screen) to it.
  useEffect(() => {
    if (failure) failureRef.current?.focus();
  }, [failure]);

  const allAddresses = addresses.data ?? [];
  const shippingOptions = addressesFor(allAddresses, 'shipping');
  const billingOptions = addressesFor(allAddresses, 'billing');
  const methodList = methods.data ?? [];
  const location = cart.location;
  const shippingId = effectiveChoice(
    choices.shippingAddressId || null,
    shippingOptions.map((a) => a.id),
    defaultAddressId(allAddresses, 'shipping', location?.id ?? null),
  );
  const billingId = effectiveChoice(
    choices.billingAddressId || null,
    billingOptions.map((a) => a.id),
    defaultAddressId(allAddresses, 'billing', location?.id ?? null),
  );
  const paymentId = effectiveChoice(
    choices.paymentMethodId || null,
    methodList.map((m) => m.id),
    defaultPaymentMethodId(methodList),
  );
  const shipping = shippingOptions.find((a) => a.id === shippingId);
  const billing = billingOptions.find((a) => a.id === billingId);
  const mismatch = shipping && location ? shippingMismatch(shipping, location) : null;
  const mismatchConfirmed = mismatch !== null && confirmedShippingId === shippingId;

  const choose = (field: ChoiceKey, value: string) => {
    form.setValue(field, value, { shouldDirty: true });
    form.clearErrors(field);
  };

  const issues = cart.lines.flatMap((line) =>
    line.issues.map((issue) => ({ key: `${line.id}-${issue.code}`, name: line.name, message: issue.message })),
  );
  const blocked = !cart.canCheckout;

  const onError = (error: unknown) => {
    if (isApiError(error) && error.status === 409) {
      // Stock ran out meanwhile: the cart is kept; re-read it so the line shows what is left.
      setFailure({ title: 'Not enough stock', message: error.message, aboutCart: true });
      void queryClient.invalidateQueries({ queryKey: cartKeys.all });
      return;
    }
    if (isApiError(error) && error.status === 422) {
      const fresh = ZCart.safeParse((error.details as { cart?: unknown } | undefined)?.cart);
      if (fresh.success) writeCart(queryClient, fresh.data);
      else void queryClient.invalidateQueries({ queryKey: cartKeys.all });
      const fieldErrors = fieldErrorsOf(error);
      form.clearErrors();
      for (const field of ['shippingAddressId', 'billingAddressId', 'paymentMethodId', 'notes'] as const) {
        const message = fieldErrors[field]?.[0];
        if (message) form.setError(field, { type: 'server', message });
      }
      setFailure({ title: 'The order could not be placed', message: error.message, aboutCart: fresh.success });
      return;
    }
    setFailure({
      title: 'The order could not be placed',
      message: refusedForSure(error)
        ? errorMessage(error, 'Please try again.')
        : `${errorMessage(error, 'The connection failed.')} Placing it again is safe: it will not create a second order.`,
      aboutCart: false,
    });
  };

  const submit = (event?: React.BaseSyntheticEvent) => {
    if (place.isPending || blocked) return;
    setFailure(null);
    if (mismatch && !mismatchConfirmed) {
      setConfirmError(true);
      confirmRef.current?.focus();
      return;
    }
    // What the selects show (a default until the user chooses) is what is sent.
    form.setValue('shippingAddressId', shippingId);
    form.setValue('billingAddressId', billingId);
    form.setValue('paymentMethodId', paymentId);
    return form.submit(async (body) => {
      attempt.current ??= new CheckoutAttempt();
      const current = attempt.current;
      try {
        const order = await place.mutateAsync({ body, idempotencyKey: current.keyForSubmit() });
        current.succeeded();
        void navigate(paths.orderConfirmation(order.id), { replace: true });
      } catch (error) {
        current.failed(error);
        onError(error);
      }
    })(event);
  };

  return (
    <>
      <FormBody onSubmit={submit} className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_24rem] lg:items-start">
        <div className="grid gap-6">
          {failure ? (
            <div ref={failureRef} tabIndex={-1} className="outline-none">
              <Alert variant="destructive" className="border-2">
                <AlertTriangle aria-hidden className="mt-0.5" />
                <div className="grid gap-1">
                  <AlertTitle>{failure.title}</AlertTitle>
                  <AlertDescription>
                    {failure.message}
                    {failure.aboutCart ? (
                      <>
                        {' '}
                        <Link to={paths.cart} className="font-medium underline underline-offset-4">
                          Review your cart
                        </Link>
                      </>
                    ) : null}
                  </AlertDescription>
                </div>
              </Alert>
            </div>
          ) : null}

          {blocked ? (
            <Alert variant="warning">
              <AlertTriangle aria-hidden className="mt-0.5" />
              <div className="grid gap-1">
                <AlertTitle>Your cart needs attention before you can order</AlertTitle>
                <AlertDescription>
                  {issues.length > 0 ? (
                    <ul className="mb-1 list-disc pl-5">
                      {issues.map((i) => (
                        <li key={i.key}>
                          {i.name}: {i.message}
                        </li>
                      ))}
                    </ul>
                  ) : null}
                  <Link to={paths.cart} className="font-medium underline underline-offset-4">
                    Go to your cart to fix it
                  </Link>
                </AlertDescription>
              </div>
            </Alert>
          ) : null}

          <SectionCard title="Ordering for" contentClassName="flex items-start gap-3">
            <Store aria-hidden className="mt-0.5 size-5 shrink-0 text-primary" />
            {location ? (
              <div className="text-sm">
                <p className="font-medium">{location.name}</p>
                <p className="text-muted-foreground">
                  {location.brand.name} · {location.code} · {location.city}
                </p>
                {hasSeveralLocations ? (
                  <p className="mt-1 text-muted-foreground">
                    Ordering for another location?{' '}
                    <Link to={paths.cart} className="font-medium text-primary underline-offset-4 hover:underline">
                      Switch it on the cart page
                    </Link>
                  </p>
                ) : null}
              </div>
            ) : (
              <p className="text-sm text-muted-foreground">No ordering location selected.</p>
            )}
          </SectionCard>

          <SectionCard title="Delivery and billing" contentClassName="grid gap-5">
            <ChoiceField
              id={`${id}-shipping`}
              label="Shipping address"
              value={shippingId}
              onChange={(v) => choose('shippingAddressId', v)}
              options={shippingOptions.map(addressOption)}
              emptyText="Choose a shipping address"
              addWhat="shipping address"
              onAdd={() => setAdding('shipping')}
              error={errors.shippingAddressId?.message}
              disabled={addresses.isPending}
            >
              {shipping ? <ChosenAddress address={shipping} /> : null}
              {mismatch ? (
                <Alert variant="warning" data-testid="shipping-mismatch">
                  <AlertTriangle aria-hidden className="mt-0.5" />
                  <div className="grid gap-2">
                    <AlertTitle>{mismatch}</AlertTitle>
                    <div className="flex items-start gap-2">
                      <input
                        ref={confirmRef}
                        id={`${id}-confirm-shipping`}
                        type="checkbox"
                        className="mt-0.5 size-4 shrink-0 accent-primary"
                        checked={mismatchConfirmed}
                        aria-invalid={confirmError && !mismatchConfirmed ? true : undefined}
                        aria-describedby={confirmError && !mismatchConfirmed ? `${id}-confirm-shipping-error` : undefined}
                        onChange={(e) => {
                          setConfirmedShippingId(e.target.checked ? shippingId : null);
                          setConfirmError(false);
                        }}
                      />
                      <label htmlFor={`${id}-confirm-shipping`} className="text-sm font-medium">
                        Yes, ship this order for {location?.name} to this address
                      </label>
                    </div>
                    {confirmError && !mismatchConfirmed ? (
                      <p id={`${id}-confirm-shipping-error`} className="text-sm font-medium text-destructive">
                        Confirm the shipping address, or choose the address of {location?.name}, to place the order.
                      </p>
                    ) : null}
                  </div>
                </Alert>
              ) : null}
            </ChoiceField>
            <ChoiceField
              id={`${id}-billing`}
              label="Billing address"
              value={billingId}
              onChange={(v) => choose('billingAddressId', v)}
              options={billingOptions.map(addressOption)}
              emptyText="Choose a billing address"
              addWhat="billing address"
              onAdd={() => setAdding('billing')}
              error={errors.billingAddressId?.message}
              disabled={addresses.isPending}
            >
              {billing ? <ChosenAddress address={billing} /> : null}
            </ChoiceField>
            {addresses.isError ? (
              <p role="alert" className="text-sm text-destructive">
                {errorMessage(addresses.error, 'Failed to load your addresses.')}
              </p>
            ) : null}
          </SectionCard>

          <SectionCard title="Payment" contentClassName="grid gap-3">
            <ChoiceField
              id={`${id}-payment`}
              label="Payment method"
              value={paymentId}
              onChange={(v) => choose('paymentMethodId', v)}
              options={methodList.map(paymentOption)}
              emptyText="Choose a payment method"
              addWhat="payment method"
              onAdd={() => setAdding('payment')}
              error={errors.paymentMethodId?.message}
              disabled={methods.isPending}
            />
            {methods.isError ? (
              <p role="alert" className="text-sm text-destructive">
                {errorMessage(methods.error, 'Failed to load your payment methods.')}
              </p>
            ) : null}
            <p className="text-sm text-muted-foreground">No money is charged now: head office invoices the order once it is approved.</p>
          </SectionCard>

          <Card>
            <CardContent className="grid gap-2 p-4 sm:p-6">
              <TextareaField
                control={form.control}
                name="notes"
                label="Order notes"
                rows={3}
                maxLength={1000}
                placeholder="Optional, e.g. deliver before 10 AM"
              />
            </CardContent>
          </Card>
        </div>

        <SectionCard title="Summary" className="lg:sticky lg:top-6" contentClassName="grid gap-4">
          <CheckoutSummary cart={cart} />
          <Button type="submit" size="lg" className="w-full" disabled={place.isPending || blocked} aria-busy={place.isPending || undefined}>
            {place.isPending ? <Loader2 aria-hidden className="animate-spin" /> : null}
            {place.isPending ? 'Placing order…' : 'Place Order'}
          </Button>
          <p className="text-center text-xs text-muted-foreground">The order goes to head office for approval.</p>
        </SectionCard>
      </FormBody>

      {/* Outside the form: React bubbles a dialog form's submit through the portal to its parents. */}
      <AddressDialog
        open={adding === 'shipping' || adding === 'billing'}
        onOpenChange={(open) => (open ? undefined : setAdding(null))}
        defaultType={adding === 'billing' ? 'billing' : 'shipping'}
        defaultLocationId={adding === 'shipping' ? location?.id : undefined}
        onSaved={(saved) => {
          // Select it in the field it was added from, and in the other one only if that is still empty.
          const fills = (kind: AddressKind, current: string) => addressServes(saved.type, kind) && (adding === kind || current === '');
          if (fills('shipping', shippingId)) form.setValue('shippingAddressId', saved.id, { shouldDirty: true });
          if (fills('billing', billingId)) form.setValue('billingAddressId', saved.id, { shouldDirty: true });
          form.clearErrors(['shippingAddressId', 'billingAddressId']);
        }}
      />
      <PaymentMethodDialog
        open={adding === 'payment'}
        onOpenChange={(open) => (open ? undefined : setAdding(null))}
        onSaved={(method) => choose('paymentMethodId', method.id)}
      />
    </>
  );
}

function ChosenAddress({ address }: { address: Address }) {
  return (
    <address className="rounded-md bg-muted px-3 py-2 text-sm not-italic text-muted-foreground">
      <span className="block font-medium text-foreground">{address.recipientName}</span>
      {addressLines(address).join(', ')}
      <span className="block">{address.phone}</span>
    </address>
  );
}
