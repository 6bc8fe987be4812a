import { randomBytes } from 'node:crypto';
import type { Readable } from 'node:stream';
import { and, asc, between, count, eq, ilike, inArray, or, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { supplierContracts, suppliers } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { changedFields } from '../../lib/changed-fields';
import { databaseErrorCode } from '../../lib/db-error';
import { claimDocumentQuota, DOCUMENT_CONTENT_TYPES, documentTypeOf, nameForType, safeFileName } from '../../lib/document-upload';
import type { RateLimiter } from '../../lib/rate-limit';
import { asOwner, withRls, type Actor, type Tx } from '../../lib/rls';
import { containsPattern } from '../../lib/sql-like';
import type { Storage } from '../../lib/storage';
import type { AuditService } from '../audit/audit.service';
import type { Who } from '../network/locations.service';
import { pesosToCentavos } from '../../../shared/money';
import { addCalendarDays, calendarDaysFrom, manilaToday } from '../../../shared/time';
import {
  CONTRACT_EXPIRY_WARNING_DAYS,
  SUPPLIER_MESSAGES,
  type Contract,
  type ContractStatus,
  type ZContractInput,
  type ZContractQuery,
  type ZContractUpdate,
} from '../../../shared/suppliers.contracts';
import { isEndingSoon, statusFor } from './contract-status';

type Input = ReturnType<typeof ZContractInput.parse>;
type Update = ReturnType<typeof ZContractUpdate.parse>;
type Query = ReturnType<typeof ZContractQuery.parse>;
type Row = typeof supplierContracts.$inferSelect;

/** Contract documents are private objects under this folder, one subfolder per contract (decision 007). */
const DOCUMENT_FOLDER = 'supplier-contracts';
const IN_FORCE: ContractStatus[] = ['active', 'expiring'];

const selection = { c: supplierContracts, supplierCode: suppliers.code, supplierName: suppliers.name };

function toDto(r: { c: Row; supplierCode: string; supplierName: string }, today: string): Contract {
  const c = r.c;
  const daysToEnd = calendarDaysFrom(today, c.endDate);
  return {
    id: c.id,
    supplierId: c.supplierId,
    supplierCode: r.supplierCode,
    supplierName: r.supplierName,
    contractNumber: c.contractNumber,
    title: c.title,
    startDate: c.startDate,
    endDate: c.endDate,
    paymentTerms: c.paymentTerms,
    pricingTerms: c.pricingTerms,
    valueCentavos: c.valueCentavos,
    status: c.status,
    daysToEnd,
    endingSoon: isEndingSoon(c.status, daysToEnd),
    document: c.documentKey ? { name: c.documentName ?? `contract.${c.documentKey.split('.').pop()}`, type: c.documentType ?? '' } : null,
    expiryNotifiedAt: c.expiryNotifiedAt?.toISOString() ?? null,
    createdAt: c.createdAt.toISOString(),
    updatedAt: c.updatedAt.toISOString(),
  };
}

function auditView(c: Contract) {
  return {
    contractNumber: c.contractNumber,
    title: c.title,
    startDate: c.startDate,
    endDate: c.endDate,
    paymentTerms: c.paymentTerms,
    pricingTerms: c.pricingTerms,
    valueCentavos: c.valueCentavos,
    status: c.status,
    document: c.document?.name ?? null,
  };
}

const duplicateNumber = (err: unknown): never => {
  if (databaseErrorCode(err) === '23505') {
    throw AppError.of('DUPLICATE_RESOURCE', SUPPLIER_MESSAGES.duplicate, {
      fieldErrors: { contractNumber: [SUPPLIER_MESSAGES.duplicate] },
    });
  }
  throw err;
};

/**
 * Supply contracts: list (flagging those ending soon), create, edit (a terminated contract is final) and the signed
 * document, stored private and streamed after the route's permission check. `expiring`/`expired` follow from the
 * dates (statusFor); the daily job (contract-expiry.job.ts) moves them as days pass and notifies head office once.
 */
export function createContractsService(deps: {
  db: Db;
  audit: AuditService;
  storage: Storage;
  limiter: RateLimiter;
  /** Today in Manila (YYYY-MM-DD); tests pass their own. */
  today?: () => string;
}) {
  const { db, audit, storage } = deps;
  const today = deps.today ?? manilaToday;

  const base = (tx: Tx) =>
    tx.select(selection).from(supplierContracts).innerJoin(suppliers, eq(suppliers.id, supplierContracts.supplierId));

  async function oneIn(tx: Tx, id: string): Promise<Contract> {
    const [row] = await base(tx).where(eq(supplierContracts.id, id));
    if (!row) throw AppError.notFound(SUPPLIER_MESSAGES.contractNotFound);
    return toDto(row, today());
  }

  /** The contract, locked for the change; a terminated one cannot be changed any more (409). */
  async function editable(tx: Tx, id: string): Promise<Row> {
    const [row] = await tx.select().from(supplierContracts).where(eq(supplierContracts.id, id)).for('update');
    if (!row) throw AppError.notFound(SUPPLIER_MESSAGES.contractNotFound);
    if (row.status === 'terminated') throw AppError.of('DUPLICATE_RESOURCE', SUPPLIER_MESSAGES.contractTerminated);
    return row;
  }

  async function list(actor: Actor, q: Query) {
    return withRls(db, actor, async (tx) => {
      const day = today();
      const f: (SQL | undefined)[] = [];
      if (q.search) {
        const p = containsPattern(q.search);
        f.push(
          or(
            ilike(supplierContracts.contractNumber, p),
            ilike(supplierContracts.title, p),
            ilike(suppliers.name, p),
            ilike(suppliers.code, p),
          ),
        );
      }
      if (q.supplierId) f.push(eq(supplierContracts.supplierId, q.supplierId));
      if (q.status) f.push(eq(supplierContracts.status, q.status));
      if (q.endingSoon) {
        f.push(
          inArray(supplierContracts.status, IN_FORCE),
          between(supplierContracts.endDate, day, addCalendarDays(day, CONTRACT_EXPIRY_WARNING_DAYS)),
        );
      }
      const where = and(...f);
      const rows = await base(tx)
        .where(where)
        .orderBy(asc(supplierContracts.endDate), asc(supplierContracts.contractNumber))
        .limit(q.limit)
        .offset(q.offset);
      const [{ total }] = await tx
        .select({ total: count() })
        .from(supplierContracts)
        .innerJoin(suppliers, eq(suppliers.id, supplierContracts.supplierId))
        .where(where);
      return { items: rows.map((r) => toDto(r, day)), total: Number(total) };
    });
  }

  function get(actor: Actor, id: string): Promise<Contract> {
    return withRls(db, actor, (tx) => oneIn(tx, id));
  }

  async function create(who: Who, input: Input): Promise<Contract> {
    return withRls(db, who.actor, async (tx) => {
      const [supplier] = await tx.select({ id: suppliers.id }).from(suppliers).where(eq(suppliers.id, input.supplierId));
      if (!supplier) throw AppError.notFound(SUPPLIER_MESSAGES.notFound);
      const status = statusFor(input, input.status, today());
      const [row] = await tx
        .insert(supplierContracts)
        .values({
          supplierId: input.supplierId,
          contractNumber: input.contractNumber,
          title: input.title,
          startDate: input.startDate,
          endDate: input.endDate,
          paymentTerms: input.paymentTerms,
          pricingTerms: input.pricingTerms,
          valueCentavos: input.valuePesos === null ? null : pesosToCentavos(input.valuePesos),
          status,
          terminatedAt: status === 'terminated' ? new Date() : null,
          createdBy: who.actor.userId,
        })
        .returning({ id: supplierContracts.id })
        .catch(duplicateNumber);
      const contract = await oneIn(tx, row.id);
      await audit.record(tx, {
        actorId: who.actor.userId,
        action: 'supplier_contract.created',
        targetType: 'supplier_contract',
        targetId: row.id,
        targetLabel: `${contract.contractNumber} ${contract.supplierName}`,
        after: auditView(contract),
        ip: who.ip,
      });
      return contract;
    });
  }

  async function update(who: Who, id: string, patch: Update): Promise<Contract> {
    return withRls(db, who.actor, async (tx) => {
      const row = await editable(tx, id);
      const before = await oneIn(tx, id);
      const startDate = patch.startDate ?? row.startDate;
      const endDate = patch.endDate ?? row.endDate;
      if (endDate < startDate) {
        throw AppError.validation(SUPPLIER_MESSAGES.endBeforeStart, { fieldErrors: { endDate: [SUPPLIER_MESSAGES.endBeforeStart] } });
      }
      // A contract in force (active, expiring or expired) follows its dates again when they change.
      const status = statusFor({ endDate }, patch.status ?? row.status, today());
      const set: Partial<typeof supplierContracts.$inferInsert> = { status, updatedAt: new Date() };
      for (const key of ['contractNumber', 'title', 'startDate', 'endDate', 'paymentTerms', 'pricingTerms'] as const) {
        if (patch[key] !== undefined) set[key] = patch[key];
      }
      if (patch.valuePesos !== undefined) set.valueCentavos = patch.valuePesos === null ? null : pesosToCentavos(patch.valuePesos);
      if (status === 'terminated') set.terminatedAt = new Date();
      await tx.update(supplierContracts).set(set).where(eq(supplierContracts.id, id)).catch(duplicateNumber);
      if (endDate !== row.endDate && row.expiryNotifiedAt) {
        // A new end date is a new ending to warn about; the column is the job's, not the form's (owner only).
        await asOwner(tx, () => tx.update(supplierContracts).set({ expiryNotifiedAt: null }).where(eq(supplierContracts.id, id)));
      }
      const after = await oneIn(tx, id);
      const diff = changedFields(auditView(before), auditView(after));
      if (Object.keys(diff.after).length) {
        await audit.record(tx, {
          actorId: who.actor.userId,
          action: status === 'terminated' ? 'supplier_contract.terminated' : 'supplier_contract.updated',
          targetType: 'supplier_contract',
          targetId: id,
          targetLabel: `${after.contractNumber} ${after.supplierName}`,
          ...diff,
          ip: who.ip,
        });
      }
      return after;
    });
  }

  /**
   * Stores the signed document (type by content) as a private object and records it on the contract; the one it
   * replaces is deleted once the row points at the new one, and the new one is deleted if recording it fails.
   */
  async function attachDocument(who: Who, id: string, file: { filename: string; bytes: Buffer }): Promise<Contract> {
    const type = await documentTypeOf(file.bytes, SUPPLIER_MESSAGES.documentWrongType);
    // Nothing is stored (or counted) for a contract that is unknown or may not change.
    await withRls(db, who.actor, (tx) => editable(tx, id));
    const release = await claimDocumentQuota({ userId: who.actor.userId, limiter: deps.limiter }, file.bytes.length);
    const key = `${DOCUMENT_FOLDER}/${id}/${randomBytes(8).toString('hex')}.${type.ext}`;
    let replaced: string | null = null;
    let contract: Contract;
    try {
      await storage.put({ visibility: 'private', key }, file.bytes, { contentType: type.contentType });
      contract = await withRls(db, who.actor, async (tx) => {
        const row = await editable(tx, id);
        replaced = row.documentKey;
        const name = nameForType(safeFileName(file.filename, type.ext, 'contract'), type);
        await tx
          .update(supplierContracts)
          .set({ documentKey: key, documentName: name, documentType: type.contentType, updatedAt: new Date() })
          .where(eq(supplierContracts.id, id));
        const after = await oneIn(tx, id);
        await audit.record(tx, {
          actorId: who.actor.userId,
          action: 'supplier_contract.document_uploaded',
          targetType: 'supplier_contract',
          targetId: id,
          targetLabel: `${after.contractNumber} ${after.supplierName}`,
          before: { document: row.documentName },
          after: { document: name, type: type.contentType },
          ip: who.ip,
        });
        return after;
      });
    } catch (err) {
      await storage.delete({ visibility: 'private', key });
      await release();
      throw err;
    }
    if (replaced && replaced !== key) await storage.delete({ visibility: 'private', key: replaced });
    return contract;
  }

  /** The document's bytes, after the route's guard and row-level security let the caller see the contract. */
  async function document(actor: Actor, id: string): Promise<{ body: Readable; filename: string; contentType: string }> {
    const [row] = await withRls(db, actor, (tx) => tx.select().from(supplierContracts).where(eq(supplierContracts.id, id)));
    if (!row) throw AppError.notFound(SUPPLIER_MESSAGES.contractNotFound);
    if (!row.documentKey) throw AppError.notFound(SUPPLIER_MESSAGES.noDocument);
    const body = await storage.stream({ visibility: 'private', key: row.documentKey });
    if (!body) throw AppError.notFound(SUPPLIER_MESSAGES.noDocument);
    const ext = row.documentKey.split('.').pop() ?? '';
    return {
      body,
      filename: row.documentName ?? `contract.${ext}`,
      contentType: row.documentType ?? DOCUMENT_CONTENT_TYPES[ext] ?? 'application/octet-stream',
    };
  }

  return { list, get, create, update, attachDocument, document };
}
export type ContractsService = ReturnType<typeof createContractsService>;
