import { and, asc, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { paymentMethods } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { withRls, type Actor, type Tx } from '../../lib/rls';
import { cardBrandOf, type PaymentMethod, type PaymentMethodData } from '../../../shared/payment-methods.contracts';
import { paymentLabel } from '../../lib/payment-label';

type Row = typeof paymentMethods.$inferSelect;

export function toPaymentMethodDto(r: Row): PaymentMethod {
  return {
    id: r.id,
    type: r.type,
    nickname: r.nickname,
    label: paymentLabel(r),
    brand: r.brand,
    last4: r.last4,
    expiryMonth: r.expiryMonth,
    expiryYear: r.expiryYear,
    holderName: r.holderName,
    isDefault: r.isDefault,
    createdAt: r.createdAt.toISOString(),
  };
}

/** Reduces the submitted details to what may be stored: type, holder, brand, last four, expiry. */
function safeFields(input: PaymentMethodData, now = new Date()) {
  switch (input.type) {
    case 'credit_card':
    case 'debit_card': {
      const expiresEnd = new Date(Date.UTC(input.expiryYear, input.expiryMonth, 1));
      if (expiresEnd <= now)
        throw AppError.validation('This card has expired.', { fieldErrors: { expiryYear: ['This card has expired.'] } });
      return {
        brand: cardBrandOf(input.cardNumber),
        last4: input.cardNumber.slice(-4),
        expiryMonth: input.expiryMonth,
        expiryYear: input.expiryYear,
        holderName: input.cardholderName,
      };
    }
    case 'bank_transfer':
      return {
        brand: input.bankName,
        last4: input.accountNumber.slice(-4),
        expiryMonth: null,
        expiryYear: null,
        holderName: input.accountName,
      };
    case 'gcash':
      return { brand: 'GCash', last4: input.mobileNumber.slice(-4), expiryMonth: null, expiryYear: null, holderName: input.accountName };
    case 'cash_on_delivery':
      return { brand: null, last4: null, expiryMonth: null, expiryYear: null, holderName: null };
  }
}

export function createPaymentMethodsService(db: Db) {
  const run = <T>(actor: Actor, fn: (tx: Tx) => Promise<T>) => withRls(db, actor, fn);

  async function own(tx: Tx, actor: Actor, id: string): Promise<Row> {
    const [row] = await tx
      .select()
      .from(paymentMethods)
      .where(and(eq(paymentMethods.id, id), eq(paymentMethods.userId, actor.userId)));
    if (!row) throw AppError.notFound();
    return row;
  }

  async function setDefaultIn(tx: Tx, actor: Actor, id: string) {
    await tx
      .update(paymentMethods)
      .set({ isDefault: false })
      .where(and(eq(paymentMethods.userId, actor.userId), eq(paymentMethods.isDefault, true)));
    await tx.update(paymentMethods).set({ isDefault: true }).where(eq(paymentMethods.id, id));
  }

  async function ensureDefault(tx: Tx, actor: Actor) {
    const rows = await tx
      .select()
      .from(paymentMethods)
      .where(eq(paymentMethods.userId, actor.userId))
      .orderBy(asc(paymentMethods.createdAt));
    if (rows.length && !rows.some((r) => r.isDefault)) await setDefaultIn(tx, actor, rows[0].id);
  }

  async function list(actor: Actor): Promise<PaymentMethod[]> {
    return run(actor, async (tx) =>
      (
        await tx
          .select()
          .from(paymentMethods)
          .where(eq(paymentMethods.userId, actor.userId))
          .orderBy(desc(paymentMethods.isDefault), asc(paymentMethods.createdAt))
      ).map(toPaymentMethodDto),
    );
  }

  async function create(actor: Actor, input: PaymentMethodData): Promise<PaymentMethod> {
    const safe = safeFields(input);
    return run(actor, async (tx) => {
      const [row] = await tx
        .insert(paymentMethods)
        .values({ userId: actor.userId, type: input.type, nickname: input.nickname, ...safe })
        .returning();
      if (input.makeDefault) await setDefaultIn(tx, actor, row.id);
      await ensureDefault(tx, actor);
      return toPaymentMethodDto(await own(tx, actor, row.id));
    });
  }

  async function rename(actor: Actor, id: string, nickname: string | null): Promise<PaymentMethod> {
    return run(actor, async (tx) => {
      await own(tx, actor, id);
      await tx
        .update(paymentMethods)
        .set({ nickname: nickname || null })
        .where(eq(paymentMethods.id, id));
      return toPaymentMethodDto(await own(tx, actor, id));
    });
  }

  async function remove(actor: Actor, id: string): Promise<void> {
    await run(actor, async (tx) => {
      await own(tx, actor, id);
      await tx.delete(paymentMethods).where(eq(paymentMethods.id, id));
      await ensureDefault(tx, actor);
    });
  }

  async function setDefault(actor: Actor, id: string): Promise<PaymentMethod> {
    return run(actor, async (tx) => {
      await own(tx, actor, id);
      await setDefaultIn(tx, actor, id);
      return toPaymentMethodDto(await own(tx, actor, id));
    });
  }

  return { list, create, rename, remove, setDefault, own };
}
export type PaymentMethodsService = ReturnType<typeof createPaymentMethodsService>;
