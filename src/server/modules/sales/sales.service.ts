import { randomBytes } from 'node:crypto';
import type { Readable } from 'node:stream';
import { and, asc, count, desc, eq, gte, inArray, lte, sql, type SQL } from 'drizzle-orm';
import { rowsOf, type Db } from '../../db/client';
import { dailySales, dailySalesHistory, locations, userProfiles } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { asOwner, withRls, type Actor, type Tx } from '../../lib/rls';
import type { Storage } from '../../lib/storage';
import { importSpreadsheet, withImportSlot } from '../../lib/spreadsheet';
import type { SpreadsheetSource } from '../../../shared/spreadsheet.contracts';
import type { Notifier } from '../notifications/notifier';
import type { AuditService } from '../audit/audit.service';
import { salesChanged, type BookedAdjustment } from '../../lib/royalty-ledger';
import { CODE_MESSAGES } from '../../../shared/errors';
import { OPENING_MESSAGES } from '../../../shared/openings.contracts';
import { formatCalendarDate } from '../../../shared/time';
import {
  SALES_IMPORT_COLUMNS,
  beforeOpeningMessage,
  beforeOwnershipMessage,
  SALES_MESSAGES,
  SALES_REVIEWABLE,
  ZSalesImportRow,
  netOf,
  type MissingReports,
  type SalesCorrectionData,
  type SalesDay,
  type SalesDayItems,
  type SalesDraftUpdateData,
  type SalesEntryData,
  type SalesHistoryEntry,
  type SalesImportPreview,
  type SalesImportResult,
  type SalesImportRowData,
  type SalesLocation,
  type SalesQueryData,
  type SalesReviewData,
  type SalesReviewResult,
  type SalesStatus,
} from '../../../shared/sales.contracts';
import { assertSpreadsheet, PROOF_CONTENT_TYPES, proofTypeOf, safeFileName } from './sales-files';
import type { PosMappingService } from './pos-mapping';
import { salesDayItems } from './sales-day-items';
import type { SalesImportLayout } from '../../../shared/pos-mapping.contracts';

type Row = typeof dailySales.$inferSelect;
type Loc = { id: string; name: string; code: string };

/** Days per INSERT: a 5,000-day import is five statements (and five for their history), not 5,000. */
export const INSERT_CHUNK = 1_000;
export const SALES_PAGE_PATH = '/franchisee/sales-upload';

const toIso = (d: Date | null) => (d ? d.toISOString() : null);

export function toSalesDay(r: Row, loc: Loc): SalesDay {
  return {
    id: r.id,
    location: loc,
    salesDate: r.salesDate,
    ...figuresOf(r),
    proofName: r.proofName,
    source: r.source,
    rejectionReason: r.status === 'rejected' ? r.rejectionReason : null,
    submittedAt: toIso(r.submittedAt),
    reviewedAt: toIso(r.reviewedAt),
    updatedAt: r.updatedAt.toISOString(),
  };
}

/** The figures a history row keeps, so a correction never loses what was reported before. */
export function figuresOf(r: Row) {
  return {
    status: r.status,
    grossCentavos: r.grossCentavos,
    discountsCentavos: r.discountsCentavos,
    refundsCentavos: r.refundsCentavos,
    netCentavos: r.netCentavos,
    transactions: r.transactions,
    cashCentavos: r.cashCentavos,
    cardCentavos: r.cardCentavos,
    digitalCentavos: r.digitalCentavos,
    notes: r.notes,
  };
}

type FigureInput = Omit<SalesDraftUpdateData, 'submit'>;
function columnsOf(f: FigureInput) {
  return {
    grossCentavos: f.grossCentavos,
    discountsCentavos: f.discountsCentavos,
    refundsCentavos: f.refundsCentavos,
    netCentavos: netOf(f),
    transactions: f.transactions,
    cashCentavos: f.cashCentavos,
    cardCentavos: f.cardCentavos,
    digitalCentavos: f.digitalCentavos,
    notes: f.notes,
  };
}

function* chunks<T>(items: T[], size: number): Generator<T[]> {
  for (let i = 0; i < items.length; i += size) yield items.slice(i, i + size);
}

const duplicate = () =>
  AppError.of('DUPLICATE_RESOURCE', CODE_MESSAGES.DUPLICATE_RESOURCE, { fieldErrors: { salesDate: [SALES_MESSAGES.alreadyReported] } });
const notDraft = () => AppError.of('DUPLICATE_RESOURCE', SALES_MESSAGES.notDraft);

/**
 * The message for a day before the location opened, or before the caller took it over (`ownerSince`, decision 019);
 * null when it is on or after both (or there is no such date).
 */
export function openingProblem(salesDate: string, openedOn: string | null, ownerSince: string | null = null): string | null {
  if (openedOn && salesDate < openedOn) return beforeOpeningMessage(openedOn);
  return ownerSince && salesDate < ownerSince ? beforeOwnershipMessage(ownerSince) : null;
}

/**
 * A franchisee's days: those of their ownership (decision 019). The days before `locations.owner_since` are the
 * previous owner's; they stay with the location for head office (royalties, audit). Row-level security says the same
 * (migration 0036). A correlated subquery, so it also holds in a count without the locations join.
 */
export function ownPeriodDays(actor: Actor): SQL | undefined {
  if (actor.role !== 'franchisee') return undefined;
  return sql`${dailySales.salesDate} >= coalesce((select l.owner_since from locations l where l.id = ${dailySales.locationId}), ${dailySales.salesDate})`;
}

/**
 * Marks the rows of an import preview: per-row schema errors from the spreadsheet kit, plus days before the location
 * opened (`openedOn`; null: no lower bound), days that appear twice in the file (every occurrence after the first) and
 * days the location has already reported. Pure, for unit tests.
 */
export function markImportRows(
  parsed: {
    rows: { line: number; data: SalesImportRowData }[];
    errors: { line: number; field: string; message: string }[];
    total: number;
    source: SpreadsheetSource;
  },
  reported: ReadonlySet<string>,
  openedOn: string | null = null,
  ownerSince: string | null = null,
) {
  const errorsByLine = new Map<number, { field: string; message: string }[]>();
  const addError = (line: number, field: string, message: string) => {
    const list = errorsByLine.get(line) ?? [];
    list.push({ field, message });
    errorsByLine.set(line, list);
  };
  for (const e of parsed.errors) addError(e.line, e.field, e.message);
  const seen = new Set<string>();
  const valid: { line: number; data: SalesImportRowData }[] = [];
  for (const row of parsed.rows) {
    const day = row.data.salesDate;
    const beforeOpening = openingProblem(day, openedOn, ownerSince);
    if (beforeOpening) addError(row.line, 'salesDate', beforeOpening);
    else if (reported.has(day)) addError(row.line, 'salesDate', SALES_MESSAGES.alreadyReported);
    else if (seen.has(day)) addError(row.line, 'salesDate', SALES_MESSAGES.duplicateInFile);
    else valid.push(row);
    seen.add(day);
  }
  const preview: SalesImportPreview = {
    source: parsed.source,
    total: parsed.total,
    valid: valid.length,
    invalid: parsed.total - valid.length,
    rows: [
      ...parsed.rows.map((r) => ({
        line: r.line,
        salesDate: r.data.salesDate,
        grossCentavos: r.data.grossCentavos,
        netCentavos: netOf(r.data),
        transactions: r.data.transactions,
        errors: errorsByLine.get(r.line) ?? [],
      })),
      ...[...new Set(parsed.errors.map((e) => e.line))].map((line) => ({
        line,
        salesDate: null,
        grossCentavos: null,
        netCentavos: null,
        transactions: null,
        errors: errorsByLine.get(line) ?? [],
      })),
    ].sort((a, b) => a.line - b.line),
  };
  return { preview, valid };
}

export function createSalesService(deps: {
  db: Db;
  storage: Storage;
  notifier: Notifier;
  audit: AuditService;
  posMapping: PosMappingService;
}) {
  const { db } = deps;

  /** Who changed a closed month's sales, and what it booked (decision 016); the sales history keeps the figures. */
  async function auditBooked(tx: Tx, actor: Actor, booked: BookedAdjustment[]) {
    for (const b of booked) {
      await deps.audit.record(tx, {
        actorId: actor.userId,
        action: 'royalty.sales_adjustment_booked',
        targetType: 'royalty_adjustment',
        targetId: b.id,
        targetLabel: `${b.salesDate} ${b.locationId}`,
        before: { netCentavos: b.oldNetCentavos },
        after: {
          netCentavos: b.newNetCentavos,
          amountCentavos: b.amountCentavos,
          statementId: b.statementId,
          month: b.forMonth.slice(0, 7),
        },
      });
    }
  }

  /** The caller's own location (a franchisee) with its opening date, or 404: another franchisee's location is not acknowledged. */
  async function ownLocation(
    tx: Tx,
    actor: Actor,
    locationId: string,
  ): Promise<{ loc: Loc; openedOn: string | null; ownerSince: string | null }> {
    const [found] = await tx
      .select({
        loc: { id: locations.id, name: locations.name, code: locations.code },
        openedOn: locations.openedOn,
        ownerSince: locations.ownerSince,
        status: locations.status,
      })
      .from(locations)
      .where(and(eq(locations.id, locationId), eq(locations.ownerId, actor.userId)));
    if (!found) throw AppError.notFound();
    // A store still opening (decision 021) reports no sales until head office opens it.
    if (found.status === 'opening')
      throw AppError.validation(OPENING_MESSAGES.openingNoSales, { fieldErrors: { locationId: [OPENING_MESSAGES.openingNoSales] } });
    return { loc: found.loc, openedOn: found.openedOn, ownerSince: found.ownerSince };
  }

  /** A day the caller may see (row-level security decides), with its location; 404 otherwise. */
  async function visibleDay(tx: Tx, id: string, actor?: Actor): Promise<{ row: Row; loc: Loc }> {
    const [found] = await tx
      .select({ row: dailySales, loc: { id: locations.id, name: locations.name, code: locations.code } })
      .from(dailySales)
      .innerJoin(locations, eq(locations.id, dailySales.locationId))
      .where(and(eq(dailySales.id, id), actor ? ownPeriodDays(actor) : undefined));
    if (!found) throw AppError.notFound();
    return found;
  }

  /** The franchisee's own day (for changes): head office reads every day but changes none through these routes. */
  async function ownDay(tx: Tx, actor: Actor, id: string) {
    const found = await visibleDay(tx, id, actor);
    await ownLocation(tx, actor, found.loc.id);
    return found;
  }

  async function history(
    tx: Tx,
    entry: { row: Row; from: SalesStatus | null; to: SalesStatus; actor: Actor; previous?: object; note?: string | null },
  ) {
    await tx.insert(dailySalesHistory).values({
      salesId: entry.row.id,
      locationId: entry.row.locationId,
      fromStatus: entry.from,
      toStatus: entry.to,
      previous: entry.previous ?? null,
      note: entry.note ?? null,
      actorId: entry.actor.userId,
    });
  }

  /**
   * Reads an upload for one of the caller's locations and marks every row (see markImportRows). The file is parsed
   * with no transaction open (issue 32: parsing never holds a pool connection) and in an import slot: the location
   * is checked first in a short transaction of its own, then the parsed days are marked against the reported ones
   * inside `tx` of the caller's transaction (which checks the location again).
   */
  /** An upload read in the template's columns, or (`layout` pos) in the location's saved POS export mapping. */
  async function parseUpload(actor: Actor, locationId: string, bytes: Buffer, layout: SalesImportLayout = 'template') {
    await withRls(db, actor, (tx) => ownLocation(tx, actor, locationId));
    const pos = layout === 'pos' ? await deps.posMapping.required(actor, locationId) : null;
    return withImportSlot(actor.userId, async () => {
      await assertSpreadsheet(bytes);
      if (pos) return importSpreadsheet(bytes, pos.schema, pos.options);
      return importSpreadsheet(bytes, ZSalesImportRow, { columns: SALES_IMPORT_COLUMNS });
    });
  }

  async function markUpload(tx: Tx, actor: Actor, locationId: string, parsed: Awaited<ReturnType<typeof parseUpload>>) {
    const { openedOn, ownerSince } = await ownLocation(tx, actor, locationId);
    const days = parsed.rows.map((r) => r.data.salesDate).sort();
    const reported = days.length
      ? await tx
          .select({ day: dailySales.salesDate })
          .from(dailySales)
          .where(and(eq(dailySales.locationId, locationId), gte(dailySales.salesDate, days[0]), lte(dailySales.salesDate, days.at(-1)!)))
      : [];
    return markImportRows(parsed, new Set(reported.map((r) => r.day)), openedOn, ownerSince);
  }

  return {
    /** The caller's own locations (franchisee), for the location switcher. */
    locations(actor: Actor): Promise<{ items: SalesLocation[] }> {
      return withRls(db, actor, async (tx) => ({
        items: await tx
          .select({ id: locations.id, name: locations.name, code: locations.code, status: locations.status })
          .from(locations)
          .where(eq(locations.ownerId, actor.userId))
          .orderBy(asc(locations.name)),
      }));
    },

    /** Franchisees see their own locations' days, head office all; row-level security holds even without a filter. */
    list(actor: Actor, q: SalesQueryData) {
      return withRls(db, actor, async (tx) => {
        const filters: (SQL | undefined)[] = [
          q.locationId ? eq(dailySales.locationId, q.locationId) : undefined,
          q.status ? eq(dailySales.status, q.status) : undefined,
          q.reviewable ? inArray(dailySales.status, [...SALES_REVIEWABLE]) : undefined,
          q.from ? gte(dailySales.salesDate, q.from) : undefined,
          q.to ? lte(dailySales.salesDate, q.to) : undefined,
          ownPeriodDays(actor),
        ];
        const where = and(...filters);
        const order = {
          date_desc: [desc(dailySales.salesDate), asc(locations.name)],
          date_asc: [asc(dailySales.salesDate), asc(locations.name)],
          net_desc: [desc(dailySales.netCentavos), desc(dailySales.salesDate)],
          net_asc: [asc(dailySales.netCentavos), desc(dailySales.salesDate)],
          location_asc: [asc(locations.name), desc(dailySales.salesDate)],
        }[q.sort];
        const rows = await tx
          .select({ row: dailySales, loc: { id: locations.id, name: locations.name, code: locations.code } })
          .from(dailySales)
          .innerJoin(locations, eq(locations.id, dailySales.locationId))
          .where(where)
          .orderBy(...order, asc(dailySales.id))
          .limit(q.limit)
          .offset(q.offset);
        const [{ n }] = await tx.select({ n: count() }).from(dailySales).where(where);
        return { items: rows.map((r) => toSalesDay(r.row, r.loc)), total: n };
      });
    },

    /** A manual entry for one of the caller's locations, as a draft or submitted; net is computed here. */
    create(actor: Actor, input: SalesEntryData): Promise<SalesDay> {
      return withRls(db, actor, async (tx) => {
        const { loc, openedOn, ownerSince } = await ownLocation(tx, actor, input.locationId);
        const beforeOpening = openingProblem(input.salesDate, openedOn, ownerSince);
        if (beforeOpening) throw AppError.validation(beforeOpening, { fieldErrors: { salesDate: [beforeOpening] } });
        const [existing] = await tx
          .select({ id: dailySales.id })
          .from(dailySales)
          .where(and(eq(dailySales.locationId, loc.id), eq(dailySales.salesDate, input.salesDate)));
        if (existing) throw duplicate();
        const status: SalesStatus = input.submit ? 'submitted' : 'draft';
        const [row] = await tx
          .insert(dailySales)
          .values({
            locationId: loc.id,
            salesDate: input.salesDate,
            ...columnsOf(input),
            status,
            source: 'manual',
            reportedBy: actor.userId,
            submittedAt: input.submit ? new Date() : null,
          })
          .returning();
        await history(tx, { row, from: null, to: status, actor });
        return toSalesDay(row, loc);
      });
    },

    /** Edits a draft (and submits it when asked). Anything past draft is corrected instead. */
    updateDraft(actor: Actor, id: string, input: SalesDraftUpdateData): Promise<SalesDay> {
      return withRls(db, actor, async (tx) => {
        const { row, loc } = await ownDay(tx, actor, id);
        if (row.status !== 'draft') throw notDraft();
        const status: SalesStatus = input.submit ? 'submitted' : 'draft';
        const [updated] = await tx
          .update(dailySales)
          .set({ ...columnsOf(input), status, submittedAt: input.submit ? new Date() : null, updatedAt: new Date() })
          .where(eq(dailySales.id, id))
          .returning();
        if (input.submit) await history(tx, { row: updated, from: 'draft', to: 'submitted', actor });
        return toSalesDay(updated, loc);
      });
    },

    submit(actor: Actor, id: string): Promise<SalesDay> {
      return withRls(db, actor, async (tx) => {
        const { row, loc } = await ownDay(tx, actor, id);
        if (row.status !== 'draft') throw notDraft();
        const [updated] = await tx
          .update(dailySales)
          .set({ status: 'submitted', submittedAt: new Date(), updatedAt: new Date() })
          .where(eq(dailySales.id, id))
          .returning();
        await history(tx, { row: updated, from: 'draft', to: 'submitted', actor });
        return toSalesDay(updated, loc);
      });
    },

    /** Only a draft may be deleted: submitted sales are never deleted (they are corrected). */
    async deleteDraft(actor: Actor, id: string): Promise<void> {
      const proofKey = await withRls(db, actor, async (tx) => {
        const { row } = await ownDay(tx, actor, id);
        if (row.status !== 'draft') throw notDraft();
        // app_user holds no DELETE on daily_sales; ownership and status were checked above under RLS.
        await asOwner(tx, () => tx.delete(dailySales).where(and(eq(dailySales.id, id), eq(dailySales.status, 'draft'))));
        return row.proofKey;
      });
      if (proofKey) await deps.storage.delete({ visibility: 'private', key: proofKey });
    },

    /** New figures for a submitted, approved or rejected day: it becomes `corrected` and goes back to review. */
    correct(actor: Actor, id: string, input: SalesCorrectionData): Promise<SalesDay> {
      return withRls(db, actor, async (tx) => {
        const { row, loc } = await ownDay(tx, actor, id);
        if (row.status === 'draft') throw AppError.of('DUPLICATE_RESOURCE', SALES_MESSAGES.draftNotCorrectable);
        const [updated] = await tx
          .update(dailySales)
          .set({ ...columnsOf(input), status: 'corrected', submittedAt: new Date(), updatedAt: new Date() })
          .where(eq(dailySales.id, id))
          .returning();
        await history(tx, { row: updated, from: row.status, to: 'corrected', actor, previous: figuresOf(row), note: input.reason });
        // An approved day left the approved figures: an open statement of its month follows (decision 016).
        if (row.status === 'approved') {
          await asOwner(tx, () => salesChanged(tx, { locationId: row.locationId, salesIds: [id], actorId: actor.userId, settled: false }));
        }
        return toSalesDay(updated, loc);
      });
    },

    /** What the day sold, item by item, as its POS reported it (none for a day typed in or imported). */
    items(actor: Actor, id: string): Promise<SalesDayItems> {
      return withRls(db, actor, async (tx) => {
        const { row } = await visibleDay(tx, id, actor);
        return salesDayItems(tx, row);
      });
    },

    /** Every submission, correction and review of a day, oldest first. */
    async history(actor: Actor, id: string): Promise<{ items: SalesHistoryEntry[] }> {
      const rows = await withRls(db, actor, async (tx) => {
        await visibleDay(tx, id, actor);
        return tx.select().from(dailySalesHistory).where(eq(dailySalesHistory.salesId, id)).orderBy(asc(dailySalesHistory.createdAt));
      });
      const actorIds = [...new Set(rows.flatMap((r) => (r.actorId ? [r.actorId] : [])))];
      // Names of the people who acted on a day the caller may see; profiles themselves are private to their owner.
      const people = actorIds.length
        ? await db.select({ id: userProfiles.id, name: userProfiles.fullName }).from(userProfiles).where(inArray(userProfiles.id, actorIds))
        : [];
      const nameOf = new Map(people.map((p) => [p.id, p.name]));
      return {
        items: rows.map((r) => ({
          id: r.id,
          fromStatus: r.fromStatus,
          toStatus: r.toStatus,
          previous: (r.previous as Record<string, unknown> | null) ?? null,
          note: r.note,
          actorName: r.actorId ? (nameOf.get(r.actorId) ?? null) : null,
          createdAt: r.createdAt.toISOString(),
        })),
      };
    },

    /** Stores a proof (checked by content) as a private object and records it on the day; replaces an earlier one. */
    async attachProof(actor: Actor, id: string, file: { filename: string; bytes: Buffer }): Promise<SalesDay> {
      const type = await proofTypeOf(file.bytes);
      const key = `sales-proofs/${id}/${randomBytes(8).toString('hex')}.${type.ext}`;
      // Ownership first: nothing is stored for a day the caller may not change.
      await withRls(db, actor, (tx) => ownDay(tx, actor, id));
      await deps.storage.put({ visibility: 'private', key }, file.bytes, { contentType: type.contentType });
      let replaced: string | null = null;
      try {
        const day = await withRls(db, actor, async (tx) => {
          const { row, loc } = await ownDay(tx, actor, id);
          replaced = row.proofKey;
          const [updated] = await tx
            .update(dailySales)
            .set({ proofKey: key, proofName: safeFileName(file.filename, type.ext), updatedAt: new Date() })
            .where(eq(dailySales.id, id))
            .returning();
          return toSalesDay(updated, loc);
        });
        if (replaced && replaced !== key) await deps.storage.delete({ visibility: 'private', key: replaced });
        return day;
      } catch (err) {
        await deps.storage.delete({ visibility: 'private', key });
        throw err;
      }
    },

    /** The proof's bytes, after row-level security showed the caller may see the day. */
    async proof(actor: Actor, id: string): Promise<{ body: Readable; filename: string; contentType: string }> {
      const { row } = await withRls(db, actor, (tx) => visibleDay(tx, id, actor));
      if (!row.proofKey) throw AppError.notFound(SALES_MESSAGES.noProof);
      const body = await deps.storage.stream({ visibility: 'private', key: row.proofKey });
      if (!body) throw AppError.notFound(SALES_MESSAGES.noProof);
      const ext = row.proofKey.split('.').pop() ?? '';
      return { body, filename: row.proofName ?? `proof.${ext}`, contentType: PROOF_CONTENT_TYPES[ext] ?? 'application/octet-stream' };
    },

    /** Reads a CSV/XLSX upload and says, row by row, what would be imported and what is wrong. Nothing is stored. */
    async preview(actor: Actor, locationId: string, bytes: Buffer, layout?: SalesImportLayout): Promise<SalesImportPreview> {
      const parsed = await parseUpload(actor, locationId, bytes, layout);
      return withRls(db, actor, async (tx) => (await markUpload(tx, actor, locationId, parsed)).preview);
    },

    /** Imports the valid rows of an upload in one transaction, as submitted days; the invalid ones are skipped. */
    async import(actor: Actor, locationId: string, bytes: Buffer, layout?: SalesImportLayout): Promise<SalesImportResult> {
      const parsed = await parseUpload(actor, locationId, bytes, layout);
      return withRls(db, actor, async (tx) => {
        const { preview, valid } = await markUpload(tx, actor, locationId, parsed);
        const now = new Date();
        let imported = 0;
        for (const part of chunks(valid, INSERT_CHUNK)) {
          // One JSON parameter per chunk rather than 15 bound parameters per row: binding thousands of parameters
          // was most of a 5,000-row import on PGlite. A day reported meanwhile (another tab) is skipped, not fatal.
          const days = JSON.stringify(part.map(({ data }) => ({ salesDate: data.salesDate, ...columnsOf(data) })));
          const inserted = rowsOf<{ id: string }>(
            await tx.execute(sql`
              insert into daily_sales (location_id, sales_date, gross_centavos, discounts_centavos, refunds_centavos, net_centavos,
                transactions, cash_centavos, card_centavos, digital_centavos, notes, status, source, reported_by, submitted_at)
              select ${locationId}::uuid, d."salesDate", d."grossCentavos", d."discountsCentavos", d."refundsCentavos", d."netCentavos",
                d.transactions, d."cashCentavos", d."cardCentavos", d."digitalCentavos", d.notes, 'submitted', 'import',
                ${actor.userId}::uuid, ${now.toISOString()}::timestamptz
              from jsonb_to_recordset(${days}::jsonb) as d("salesDate" date, "grossCentavos" int, "discountsCentavos" int,
                "refundsCentavos" int, "netCentavos" int, transactions int, "cashCentavos" int, "cardCentavos" int,
                "digitalCentavos" int, notes text)
              on conflict do nothing
              returning id`),
          );
          if (inserted.length)
            await tx.execute(sql`
              insert into daily_sales_history (sales_id, location_id, from_status, to_status, note, actor_id)
              select id::uuid, ${locationId}::uuid, null, 'submitted', 'Imported', ${actor.userId}::uuid
              from jsonb_array_elements_text(${JSON.stringify(inserted.map((r) => r.id))}::jsonb) as id`);
          imported += inserted.length;
        }
        return { total: preview.total, imported, skipped: preview.total - imported };
      });
    },

    /**
     * Head office approves or rejects days (one or many). Review columns are not the franchisee's to write, so this
     * runs as the owner role; each day's owner hears about a rejection.
     */
    review(actor: Actor, input: SalesReviewData): Promise<SalesReviewResult> {
      return db.transaction(async (tx) => {
        const ids = [...new Set(input.ids)];
        const found = await tx
          .select({ row: dailySales, loc: { id: locations.id, name: locations.name, ownerId: locations.ownerId } })
          .from(dailySales)
          .innerJoin(locations, eq(locations.id, dailySales.locationId))
          .where(inArray(dailySales.id, ids))
          .for('update', { of: dailySales });
        const byId = new Map(found.map((f) => [f.row.id, f]));
        const to: SalesStatus = input.decision === 'approve' ? 'approved' : 'rejected';
        const decidable = found.filter((f) => SALES_REVIEWABLE.includes(f.row.status));
        const now = new Date();
        if (decidable.length) {
          await tx
            .update(dailySales)
            .set({
              status: to,
              reviewedBy: actor.userId,
              reviewedAt: now,
              rejectionReason: to === 'rejected' ? input.reason : null,
              updatedAt: now,
            })
            .where(
              inArray(
                dailySales.id,
                decidable.map((f) => f.row.id),
              ),
            );
          await tx.insert(dailySalesHistory).values(
            decidable.map((f) => ({
              salesId: f.row.id,
              locationId: f.row.locationId,
              fromStatus: f.row.status,
              toStatus: to,
              note: to === 'rejected' ? input.reason : null,
              actorId: actor.userId,
            })),
          );
        }
        // The decided days' months: open statements follow, closed months book their adjustments (decision 016).
        const byLocation = new Map<string, string[]>();
        for (const f of decidable) byLocation.set(f.row.locationId, [...(byLocation.get(f.row.locationId) ?? []), f.row.id]);
        for (const [locationId, salesIds] of byLocation) {
          await auditBooked(tx, actor, await salesChanged(tx, { locationId, salesIds, actorId: actor.userId, settled: true }));
        }
        if (to === 'rejected') {
          for (const f of decidable) {
            if (!f.loc.ownerId) continue;
            await deps.notifier.sendWith(tx, {
              type: 'system_announcement',
              recipientIds: [f.loc.ownerId],
              senderId: actor.userId,
              category: 'announcement',
              priority: 'high',
              title: `Sales for ${formatCalendarDate(f.row.salesDate)} rejected`,
              message: `${f.loc.name}: ${input.reason}. Correct the day on the sales page.`,
              actionUrl: SALES_PAGE_PATH,
            });
          }
        }
        const results = ids.map((id) => {
          const f = byId.get(id);
          if (!f) return { id, ok: false, status: null, message: CODE_MESSAGES.RESOURCE_NOT_FOUND };
          if (!SALES_REVIEWABLE.includes(f.row.status))
            return { id, ok: false, status: f.row.status, message: SALES_MESSAGES.notReviewable };
          return { id, ok: true, status: to, message: null };
        });
        return { results, updated: decidable.length };
      });
    },

    /** Open locations (open on that day) with no submitted report for `date`, drafts not counting. */
    async missing(date: string): Promise<MissingReports & { items: { ownerId: string | null }[] }> {
      const rows = await db
        .select({
          locationId: locations.id,
          locationName: locations.name,
          locationCode: locations.code,
          ownerId: locations.ownerId,
          ownerName: userProfiles.fullName,
          ownerEmail: userProfiles.email,
        })
        .from(locations)
        .leftJoin(userProfiles, eq(userProfiles.id, locations.ownerId))
        .where(
          and(
            eq(locations.status, 'open'),
            sql`(${locations.openedOn} is null or ${locations.openedOn} <= ${date})`,
            sql`not exists (select 1 from ${dailySales} s where s.location_id = ${locations.id} and s.sales_date = ${date} and s.status <> 'draft')`,
          ),
        )
        .orderBy(asc(locations.name));
      return {
        date,
        items: rows.map((r) => ({
          locationId: r.locationId,
          locationName: r.locationName,
          locationCode: r.locationCode,
          ownerName: r.ownerName,
          ownerEmail: r.ownerEmail,
          ownerId: r.ownerId,
        })),
      };
    },
  };
}
export type SalesService = ReturnType<typeof createSalesService>;
