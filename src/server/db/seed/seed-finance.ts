import { and, inArray } from 'drizzle-orm';
import type { Db } from '../client';
import { invoicePayments, invoices, locations, royaltyStatements, royaltyStatusHistory, salesMonthly } from '../schema';
import { percentOf } from '../../../shared/money';
import { INVOICE_TERMS_DAYS } from '../../../shared/operations.contracts';
import { ROYALTY_SETTINGS } from '../../../shared/settings';
import { addCalendarDays, manilaMonth, toManilaYmd } from '../../../shared/time';
import { nextInvoiceNumber } from '../../modules/invoices/invoice-number';

type Plan = 'paid' | 'partial' | 'unpaid';

const DAY = 86_400_000;

/** When head office invoiced the royalties of the month before last: the 5th of last month, 09:00 Manila. */
export function royaltyInvoicedAt(now: Date): Date {
  const last = manilaMonth(new Date(manilaMonth(now).start.getTime() - 1));
  return new Date(last.start.getTime() + 4 * DAY + 9 * 3_600_000);
}

/** An order invoice issued this many days ago or more, for a delivered order, has been paid. */
export const ORDER_INVOICE_PAID_AFTER_DAYS = 14;
/** Days between issue and payment of a paid order invoice: within its Net 30 terms. */
const ORDER_INVOICE_PAID_IN_DAYS = 10;

/** A seeded order past approval, with the instant head office approved it (the invoice is issued then). */
export interface ApprovedSeedOrder {
  id: string;
  locationId: string;
  status: 'approved' | 'processing' | 'shipped' | 'delivered';
  totalCentavos: number;
  approvedAt: Date;
}

/**
 * The order invoices of seeded orders past approval, as approval issues them (invoices.service createFor): one per order,
 * issued on the day of approval with the next number of the one series, Net 30. In the order of approval, so invoice
 * numbers rise with their dates (the caller issues the ones before and after the royalty invoices on either side of
 * seedFinance). The story: a delivered order approved at least two weeks ago is paid by bank transfer ten days after
 * its invoice, within terms; the rest (in preparation, on the road, delivered lately) are open and not yet due, so the
 * seed adds no overdue order invoice and the approval queue's overdue warning stays about royalties.
 */
export async function seedOrderInvoices(db: Db, opts: { now: Date; franchisorId: string; orders: ApprovedSeedOrder[] }) {
  const today = toManilaYmd(opts.now);
  const sorted = [...opts.orders].sort((a, b) => a.approvedAt.getTime() - b.approvedAt.getTime() || a.id.localeCompare(b.id));
  for (const o of sorted) {
    const issuedOn = toManilaYmd(o.approvedAt);
    const paid = o.status === 'delivered' && issuedOn <= addCalendarDays(today, -ORDER_INVOICE_PAID_AFTER_DAYS);
    const paidOn = addCalendarDays(issuedOn, ORDER_INVOICE_PAID_IN_DAYS);
    const paidAt = new Date(o.approvedAt.getTime() + ORDER_INVOICE_PAID_IN_DAYS * DAY);
    const { invoiceNumber, seq } = await nextInvoiceNumber(db, issuedOn);
    const [inv] = await db
      .insert(invoices)
      .values({
        invoiceNumber,
        kind: 'order',
        orderId: o.id,
        locationId: o.locationId,
        amountCentavos: o.totalCentavos,
        paidCentavos: paid ? o.totalCentavos : 0,
        issuedOn,
        dueOn: addCalendarDays(issuedOn, INVOICE_TERMS_DAYS),
        status: paid ? 'paid' : 'sent',
        paidAt: paid ? paidAt : null,
        createdAt: o.approvedAt,
      })
      .returning({ id: invoices.id });
    if (paid)
      await db.insert(invoicePayments).values({
        invoiceId: inv.id,
        locationId: o.locationId,
        amountCentavos: o.totalCentavos,
        paidOn,
        method: 'bank_transfer',
        reference: `SEED-${seq}`,
        recordedBy: opts.franchisorId,
        createdAt: paidAt,
      });
  }
}

/**
 * Royalty statements for the demo network's last two full Manila months, from the seeded (approved) daily sales, so the
 * financial dashboard has real content: the earlier month is invoiced for every location — the first location paid in
 * part, the second not at all, the rest in full — and the later month is calculated (head office reviews and approves
 * it in the demo). Deterministic: the figures follow from the sales, rates and `now`.
 */
export async function seedFinance(db: Db, opts: { now: Date; franchisorId: string; locationIds: string[] }) {
  const { now, franchisorId, locationIds } = opts;
  const last = manilaMonth(new Date(manilaMonth(now).start.getTime() - 1));
  const earlier = manilaMonth(new Date(last.start.getTime() - 1));
  const locs = await db.select().from(locations).where(inArray(locations.id, locationIds));
  const byId = new Map(locs.map((l) => [l.id, l]));
  const sales = await db
    .select()
    .from(salesMonthly)
    .where(and(inArray(salesMonthly.locationId, locationIds), inArray(salesMonthly.month, [earlier.firstDay, last.firstDay])));
  const salesOf = (locationId: string, firstDay: string) => sales.find((s) => s.locationId === locationId && s.month === firstDay);
  const figures = (locationId: string, firstDay: string, previousBalanceCentavos: number) => {
    const loc = byId.get(locationId)!;
    const s = salesOf(locationId, firstDay);
    const net = s?.approvedNetCentavos ?? 0;
    const royaltyRateBps = loc.royaltyRateBps ?? ROYALTY_SETTINGS.royaltyRateBps;
    const marketingFeeRateBps = loc.marketingFeeRateBps ?? ROYALTY_SETTINGS.marketingFeeRateBps;
    const royaltyCentavos = percentOf(net, royaltyRateBps);
    const marketingFeeCentavos = percentOf(net, marketingFeeRateBps);
    return {
      locationId,
      periodMonth: firstDay,
      netSalesCentavos: net,
      approvedDays: s?.approvedDays ?? 0,
      royaltyRateBps,
      marketingFeeRateBps,
      royaltyCentavos,
      marketingFeeCentavos,
      previousBalanceCentavos,
      amountDueCentavos: royaltyCentavos + marketingFeeCentavos + previousBalanceCentavos,
    };
  };
  const history = (statementId: string, locationId: string, steps: [string | null, string, string | null][], at: Date) =>
    db.insert(royaltyStatusHistory).values(
      steps.map(([fromStatus, toStatus, note], i) => ({
        statementId,
        locationId,
        fromStatus,
        toStatus,
        note,
        actorId: franchisorId,
        createdAt: new Date(at.getTime() + i * 60_000),
      })),
    );

  // The earlier month: invoiced on the 5th of the month after, Net 30.
  const issuedAt = royaltyInvoicedAt(now);
  const issuedOn = toManilaYmd(issuedAt);
  const dueOn = addCalendarDays(issuedOn, INVOICE_TERMS_DAYS);
  const balances = new Map<string, number>();
  for (const [index, locationId] of locationIds.entries()) {
    const plan: Plan = index === 0 ? 'partial' : index === 1 ? 'unpaid' : 'paid';
    const f = figures(locationId, earlier.firstDay, 0);
    const amount = f.amountDueCentavos;
    const paid = plan === 'paid' ? amount : plan === 'partial' ? Math.round(amount * 0.4) : 0;
    const { invoiceNumber, seq } = await nextInvoiceNumber(db, issuedOn);
    const [inv] = await db
      .insert(invoices)
      .values({
        invoiceNumber,
        kind: 'royalty',
        locationId,
        amountCentavos: amount,
        paidCentavos: paid,
        issuedOn,
        dueOn,
        status: paid === amount ? 'paid' : 'sent',
        paidAt: paid === amount ? new Date(issuedAt.getTime() + 12 * 86_400_000) : null,
        createdAt: issuedAt,
      })
      .returning();
    if (paid > 0) {
      await db.insert(invoicePayments).values({
        invoiceId: inv.id,
        locationId,
        amountCentavos: paid,
        paidOn: addCalendarDays(issuedOn, 12),
        method: index % 2 === 0 ? 'bank_transfer' : 'gcash',
        reference: `SEED-${seq}`,
        recordedBy: franchisorId,
        createdAt: new Date(issuedAt.getTime() + 12 * 86_400_000),
      });
    }
    balances.set(locationId, amount - paid);
    const [st] = await db
      .insert(royaltyStatements)
      .values({
        ...f,
        status: 'invoiced',
        invoiceId: inv.id,
        calculatedAt: issuedAt,
        reviewedBy: franchisorId,
        reviewedAt: issuedAt,
        approvedBy: franchisorId,
        approvedAt: issuedAt,
      })
      .returning({ id: royaltyStatements.id });
    await history(
      st.id,
      locationId,
      [
        [null, 'calculated', 'Calculated'],
        ['calculated', 'reviewed', null],
        ['reviewed', 'approved', null],
        ['approved', 'invoiced', `Invoice ${inv.invoiceNumber}`],
      ],
      issuedAt,
    );
  }

  // The last full month: calculated, carrying the earlier month's unpaid balances.
  const calculatedAt = new Date(Math.min(now.getTime(), manilaMonth(now).start.getTime() + 2 * 86_400_000));
  for (const locationId of locationIds) {
    const [st] = await db
      .insert(royaltyStatements)
      .values({ ...figures(locationId, last.firstDay, balances.get(locationId) ?? 0), status: 'calculated', calculatedAt })
      .returning({ id: royaltyStatements.id });
    await history(st.id, locationId, [[null, 'calculated', 'Calculated']], calculatedAt);
  }
}
