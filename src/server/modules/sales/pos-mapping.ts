import { and, eq } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '../../db/client';
import { locations, posColumnMappings, userProfiles } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { withRls, type Actor, type Tx } from '../../lib/rls';
import { readSpreadsheet, withImportSlot, type ImportOptions } from '../../lib/spreadsheet';
import type { AuditService } from '../audit/audit.service';
import {
  POS_MAPPING_MESSAGES,
  POS_REQUIRED_FIELDS,
  posDateToIso,
  type PosDateFormat,
  type PosFileColumns,
  type PosMapping,
  type PosMappingData,
  type PosMappingState,
} from '../../../shared/pos-mapping.contracts';
import { ZSalesImportRow } from '../../../shared/sales.contracts';
import { assertSpreadsheet } from './sales-files';

/** Rows of an export shown to help choose its columns. */
const SAMPLE_ROWS = 3;

type Row = typeof posColumnMappings.$inferSelect;

/**
 * The import options of a saved mapping: the export's headers → the template's fields, the date cell turned into
 * YYYY-MM-DD in the export's format, then the template's own row schema, so a POS export is checked exactly like the
 * template (issue 36, decision 022).
 */
export function posImportOptions(mapping: { columns: Record<string, string>; dateFormat: PosDateFormat }) {
  const schema = z.preprocess((record) => {
    const r = record as Record<string, string | undefined>;
    return { ...r, salesDate: posDateToIso(r.salesDate, mapping.dateFormat) };
  }, ZSalesImportRow);
  const columns = Object.fromEntries(Object.entries(mapping.columns).map(([field, header]) => [header, field]));
  const options: ImportOptions = { columns, requiredFields: POS_REQUIRED_FIELDS };
  return { schema, options };
}

/** The location, if it is the caller's own (row-level security and the owner both say so); else a 404. */
async function ownLocation(tx: Tx, actor: Actor, locationId: string) {
  const [loc] = await tx
    .select({ id: locations.id, name: locations.name })
    .from(locations)
    .where(and(eq(locations.id, locationId), eq(locations.ownerId, actor.userId)));
  if (!loc) throw AppError.notFound();
  return loc;
}

async function toMapping(tx: Tx, row: Row): Promise<PosMapping> {
  const [by] = row.updatedBy
    ? await tx.select({ name: userProfiles.fullName }).from(userProfiles).where(eq(userProfiles.id, row.updatedBy))
    : [];
  return {
    locationId: row.locationId,
    columns: row.columns,
    dateFormat: row.dateFormat as PosDateFormat,
    updatedAt: row.updatedAt.toISOString(),
    updatedBy: by?.name ?? null,
  };
}

export function createPosMappingService(deps: { db: Db; audit: AuditService }) {
  const { db } = deps;

  async function saved(tx: Tx, locationId: string): Promise<Row | undefined> {
    const [row] = await tx.select().from(posColumnMappings).where(eq(posColumnMappings.locationId, locationId));
    return row;
  }

  return {
    /** The location's saved mapping, or null before its owner has saved one. */
    get(actor: Actor, locationId: string): Promise<PosMappingState> {
      return withRls(db, actor, async (tx) => {
        await ownLocation(tx, actor, locationId);
        const row = await saved(tx, locationId);
        return { mapping: row ? await toMapping(tx, row) : null };
      });
    },

    /** Saves (or replaces) the location's mapping; audited with the columns before and after. */
    save(actor: Actor, locationId: string, input: PosMappingData): Promise<PosMapping> {
      return withRls(db, actor, async (tx) => {
        const loc = await ownLocation(tx, actor, locationId);
        const before = await saved(tx, locationId);
        const columns = Object.fromEntries(Object.entries(input.columns).filter(([, header]) => header)) as Record<string, string>;
        const values = { columns, dateFormat: input.dateFormat, updatedBy: actor.userId, updatedAt: new Date() };
        const [row] = await tx
          .insert(posColumnMappings)
          .values({ locationId, ...values })
          .onConflictDoUpdate({ target: posColumnMappings.locationId, set: values })
          .returning();
        await deps.audit.record(tx, {
          actorId: actor.userId,
          action: 'sales.pos_mapping_saved',
          targetType: 'location',
          targetId: locationId,
          targetLabel: loc.name,
          before: before ? { columns: before.columns, dateFormat: before.dateFormat } : null,
          after: { columns, dateFormat: input.dateFormat },
        });
        return toMapping(tx, row);
      });
    },

    /** The mapping an import with `layout=pos` reads with; refused until one is saved. */
    async required(actor: Actor, locationId: string) {
      const row = await withRls(db, actor, async (tx) => {
        await ownLocation(tx, actor, locationId);
        return saved(tx, locationId);
      });
      if (!row) throw AppError.validation(POS_MAPPING_MESSAGES.noMapping);
      return posImportOptions({ columns: row.columns, dateFormat: row.dateFormat as PosDateFormat });
    },

    /** An export's headers and first rows, to choose its columns from. Nothing is stored. */
    async columns(actor: Actor, locationId: string, bytes: Buffer): Promise<PosFileColumns> {
      await withRls(db, actor, (tx) => ownLocation(tx, actor, locationId));
      return withImportSlot(actor.userId, async () => {
        await assertSpreadsheet(bytes);
        const { header, rows, source } = await readSpreadsheet(bytes);
        const kept = header.cells.flatMap((h, i) => (h === '' ? [] : [i]));
        return {
          headers: kept.map((i) => header.cells[i]),
          sample: rows.slice(0, SAMPLE_ROWS).map((r) => kept.map((i) => r.cells[i] ?? '')),
          total: rows.length,
          source,
        };
      });
    },
  };
}
export type PosMappingService = ReturnType<typeof createPosMappingService>;
