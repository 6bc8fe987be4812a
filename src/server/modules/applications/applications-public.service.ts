import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { and, asc, eq, gt, inArray, isNull, lt, sql } from 'drizzle-orm';
import { rowsOf, type Db } from '../../db/client';
import { applicationDocuments, applicationEvents, brandPackages, brands, franchiseApplications } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { documentTypeOf, nameForType, safeFileName } from '../../lib/document-upload';
import type { RateLimiter } from '../../lib/rate-limit';
import type { Tx } from '../../lib/rls';
import type { Storage } from '../../lib/storage';
import { activeHeadOfficeIds } from '../../lib/head-office';
import type { Notifier } from '../notifications/notifier';
import type { EmailOutbox } from '../notifications/email-outbox';
import { paths } from '../../../shared/routes';
import { toManilaYmd } from '../../../shared/time';
import { FRANCHISE_PACKAGES, PACKAGE_CODES, type PackageCode } from '../../../shared/packages';
import {
  APPLICATION_LIMITS,
  APPLICATION_MESSAGES,
  DOCUMENT_KIND_LABELS,
  REQUIRED_DOCUMENT_KINDS,
  UPLOAD_KEEP_HOURS,
  type ApplicationOptions,
  type ApplicationReceipt,
  type ApplicationUpload,
  type UploadClaim,
  type ZApplicationSubmit,
  ZApplicationUploadKind,
} from '../../../shared/applications.contracts';
import type { ApplicantUpload } from './application-form';
import { confirmationEmail } from './application-emails';

type SubmitInput = ReturnType<typeof ZApplicationSubmit.parse>;

/** Applicant files are private objects under applications/ (decision 007), streamed to head office only. */
export const APPLICATION_FOLDER = 'applications';
/** Per client address and hour, besides the number of uploads: the bytes (a dozen 5 MB files). */
export const APPLICATION_UPLOAD_BYTES_PER_HOUR = 60 * 1_048_576;
/**
 * Per applicant e-mail and hour: each submit e-mails that address, so without this anyone rotating client addresses
 * could send our confirmation (with a first name of their choosing) to a stranger's inbox again and again.
 */
export const APPLICATION_SUBMITS_PER_EMAIL = 3;
const HOUR_MS = 3_600_000;

export const hashUploadToken = (token: string) => createHash('sha256').update(token).digest('hex');

/** A brand's packages are its brand_packages rows; a brand without any offers A–D at the standard prices. */
export function offeredPackages(rows: { packageCode: PackageCode; priceCentavos: number }[]) {
  if (rows.length === 0) return PACKAGE_CODES.map((code) => ({ code, priceCentavos: FRANCHISE_PACKAGES[code].priceCentavos }));
  return [...rows]
    .sort((a, b) => PACKAGE_CODES.indexOf(a.packageCode) - PACKAGE_CODES.indexOf(b.packageCode))
    .map((r) => ({ code: r.packageCode, priceCentavos: r.priceCentavos }));
}

/** A refusal of the submit with its messages next to the fields (the same shape as a contract failure). */
function fieldRefusal(fieldErrors: Record<string, string[]>): AppError {
  const first = Object.values(fieldErrors)[0][0];
  return AppError.validation(first, { fieldErrors });
}

/**
 * The visitor's side of franchise applications: the brands and packages to choose from, document uploads claimed
 * later with a one-time token, and the submit. Visitors have no account, so this runs as the owner with explicit
 * filters (migration 0026); head office reads the results under row-level security (applications-review.service).
 */
export function createApplicationsPublicService(deps: {
  db: Db;
  storage: Storage;
  limiter: RateLimiter;
  notifier: Notifier;
  emailOutbox: EmailOutbox;
  now?: () => Date;
}) {
  const { db, storage, limiter } = deps;
  const now = deps.now ?? (() => new Date());

  async function options(): Promise<ApplicationOptions> {
    const active = await db
      .select({ id: brands.id, slug: brands.slug, name: brands.name })
      .from(brands)
      .where(eq(brands.status, 'active'))
      .orderBy(asc(brands.name), asc(brands.id));
    const rows = active.length
      ? await db
          .select()
          .from(brandPackages)
          .where(
            inArray(
              brandPackages.brandId,
              active.map((b) => b.id),
            ),
          )
      : [];
    return { brands: active.map((b) => ({ ...b, packages: offeredPackages(rows.filter((r) => r.brandId === b.id)) })) };
  }

  /** Claims `amount` of a per-address limit; a refused claim is handed back and is a 429 with the catalogue text. */
  async function claimLimit(key: string, max: number, amount = 1): Promise<() => Promise<void>> {
    const r = await limiter.reserve(key, APPLICATION_LIMITS.windowSeconds, max, amount);
    const release = () => limiter.release(key, amount);
    if (!r.allowed) {
      await release();
      throw AppError.of('RATE_LIMITED');
    }
    return release;
  }

  /**
   * Stores one applicant file (type by content) as a private object and returns the token that claims it; only the
   * token's hash is kept. Uploads and their bytes are limited per client address.
   */
  async function upload(ip: string | null, file: ApplicantUpload): Promise<ApplicationUpload> {
    const parsed = ZApplicationUploadKind.safeParse({ kind: file.kind });
    if (!parsed.success) {
      const message = parsed.error.issues[0].message;
      throw AppError.validation(message, { fieldErrors: { kind: [message] } });
    }
    const { kind } = parsed.data;
    const type = await documentTypeOf(file.bytes, APPLICATION_MESSAGES.wrongType);
    const address = ip ?? 'unknown';
    const releases = [await claimLimit(`applications:uploads:${address}`, APPLICATION_LIMITS.uploadsPerHour)];
    try {
      releases.push(await claimLimit(`applications:upload-bytes:${address}`, APPLICATION_UPLOAD_BYTES_PER_HOUR, file.bytes.length));
    } catch (err) {
      await releases[0]();
      throw err;
    }
    const id = randomUUID();
    const token = randomBytes(32).toString('base64url');
    const key = `${APPLICATION_FOLDER}/uploads/${id}.${type.ext}`;
    const filename = nameForType(safeFileName(file.filename, type.ext), type);
    try {
      await storage.put({ visibility: 'private', key }, file.bytes, { contentType: type.contentType });
      const [row] = await db
        .insert(applicationDocuments)
        .values({
          id,
          kind,
          storageKey: key,
          filename,
          contentType: type.contentType,
          sizeBytes: file.bytes.length,
          claimTokenHash: hashUploadToken(token),
          uploadedIp: ip,
          createdAt: now(),
        })
        .returning();
      return {
        id,
        token,
        kind,
        filename,
        contentType: row.contentType,
        sizeBytes: row.sizeBytes,
        uploadedAt: row.createdAt.toISOString(),
      };
    } catch (err) {
      await storage.delete({ visibility: 'private', key });
      for (const release of releases) await release();
      throw err;
    }
  }

  /** The unclaimed, unexpired upload the claim names, when its token matches. */
  async function claimable(exec: Db | Tx, claims: UploadClaim[], lock = false) {
    if (!claims.length) return [];
    const q = exec
      .select()
      .from(applicationDocuments)
      .where(
        and(
          inArray(
            applicationDocuments.id,
            claims.map((c) => c.id),
          ),
          isNull(applicationDocuments.applicationId),
          gt(applicationDocuments.createdAt, new Date(now().getTime() - UPLOAD_KEEP_HOURS * HOUR_MS)),
        ),
      );
    const rows = lock ? await q.for('update') : await q;
    const byId = new Map(rows.map((r) => [r.id, r]));
    return claims.map((c) => {
      const row = byId.get(c.id);
      return row && row.claimTokenHash === hashUploadToken(c.token) ? row : undefined;
    });
  }

  /** Removes an unclaimed upload (file and row) when the token matches; anything else is a 404. */
  async function discard(claim: UploadClaim): Promise<void> {
    const key = await db.transaction(async (tx) => {
      const [row] = await claimable(tx, [claim], true);
      if (!row) throw AppError.notFound(APPLICATION_MESSAGES.uploadNotFound);
      await tx.delete(applicationDocuments).where(eq(applicationDocuments.id, row.id));
      return row.storageKey;
    });
    await storage.delete({ visibility: 'private', key });
  }

  /** Brand, package and documents as the submit needs them, or every refusal at once next to its field. */
  async function check(exec: Db | Tx, input: SubmitInput, lock: boolean) {
    const errors: Record<string, string[]> = {};
    const [brand] = await exec
      .select({ id: brands.id, name: brands.name })
      .from(brands)
      .where(and(eq(brands.id, input.brandId), eq(brands.status, 'active')));
    if (!brand) errors.brandId = [APPLICATION_MESSAGES.brandUnavailable];
    else {
      const rows = await exec.select().from(brandPackages).where(eq(brandPackages.brandId, brand.id));
      if (!offeredPackages(rows).some((p) => p.code === input.packageCode)) errors.packageCode = [APPLICATION_MESSAGES.packageUnavailable];
    }
    const docErrors: string[] = [];
    const ids = input.documents.map((d) => d.id);
    if (new Set(ids).size !== ids.length) docErrors.push(APPLICATION_MESSAGES.duplicateDocument);
    const rows = await claimable(exec, input.documents, lock);
    if (rows.some((r) => !r)) docErrors.push(APPLICATION_MESSAGES.uploadNotFound);
    const kinds = new Set(rows.flatMap((r) => (r ? [r.kind] : [])));
    for (const kind of REQUIRED_DOCUMENT_KINDS) {
      if (!kinds.has(kind)) docErrors.push(APPLICATION_MESSAGES.missingDocument(DOCUMENT_KIND_LABELS[kind]));
    }
    if (docErrors.length) errors.documents = docErrors;
    if (Object.keys(errors).length) throw fieldRefusal(errors);
    return { brand: brand!, documents: rows.map((r) => r!) };
  }

  /**
   * Stores the application with a reference, claims its documents and starts its timeline in one transaction; the
   * applicant's confirmation e-mail and head office's notice are queued in it (sent only if it commits). Submits are
   * limited per client address and per applicant e-mail; a refused submit does not count.
   */
  async function submit(ip: string | null, input: SubmitInput): Promise<ApplicationReceipt> {
    const releaseAddress = await claimLimit(`applications:submits:${ip ?? 'unknown'}`, APPLICATION_LIMITS.submitsPerHour);
    let releaseEmail: () => Promise<void>;
    try {
      releaseEmail = await claimLimit(`applications:submits-email:${input.email.toLowerCase()}`, APPLICATION_SUBMITS_PER_EMAIL);
    } catch (err) {
      await releaseAddress();
      throw err;
    }
    const release = async () => {
      await releaseAddress();
      await releaseEmail();
    };
    try {
      // Refusals first without locks (every message at once), then again under the locks that claim the files.
      await check(db, input, false);
      return await db.transaction(async (tx) => {
        const { brand, documents } = await check(tx, input, true);
        const at = now();
        const [{ n }] = rowsOf<{ n: string }>(await tx.execute(sql`select nextval('application_reference_seq')::text as n`));
        const reference = `APP-${toManilaYmd(at).replace(/-/g, '')}-${n.padStart(6, '0')}`;
        const { documents: _claims, consent: _consent, ...fields } = input;
        const [app] = await tx
          .insert(franchiseApplications)
          .values({
            ...fields,
            email: input.email.toLowerCase(),
            // The phone pattern allows any white space (\s: line breaks too); stored on one line.
            phone: input.phone.replace(/\s+/g, ' '),
            reference,
            status: 'new',
            submittedIp: ip,
            createdAt: at,
            updatedAt: at,
          })
          .returning();
        const claimed = await tx
          .update(applicationDocuments)
          .set({ applicationId: app.id, claimTokenHash: null })
          .where(
            and(
              inArray(
                applicationDocuments.id,
                documents.map((d) => d.id),
              ),
              isNull(applicationDocuments.applicationId),
            ),
          )
          .returning({ id: applicationDocuments.id });
        if (claimed.length !== documents.length) throw fieldRefusal({ documents: [APPLICATION_MESSAGES.uploadNotFound] });
        await tx
          .insert(applicationEvents)
          .values({ applicationId: app.id, kind: 'status', fromStatus: null, toStatus: 'new', createdAt: at });
        await deps.notifier.sendWith(tx, {
          type: 'system_announcement',
          category: 'announcement',
          recipientIds: await activeHeadOfficeIds(tx),
          senderId: null,
          title: `New franchise application ${reference}`,
          message: `${app.firstName} ${app.lastName} applied for ${brand.name}, Package ${app.packageCode}, in ${app.preferredCity}, ${app.preferredProvince}.`,
          priority: 'medium',
          actionUrl: paths.application(app.id),
        });
        // Last: the outbox switches to app_user when it is done (it expects an RLS transaction), and this one is the owner's.
        await deps.emailOutbox.queue(tx, confirmationEmail({ ...app, brandName: brand.name }));
        return { id: app.id, reference, submittedAt: app.createdAt.toISOString(), email: app.email };
      });
    } catch (err) {
      await release();
      throw err;
    }
  }

  /** Deletes uploads nobody claimed within UPLOAD_KEEP_HOURS: rows first, then their files. */
  async function purgeUnclaimed(at: Date = now()): Promise<{ deleted: number }> {
    const gone = await db
      .delete(applicationDocuments)
      .where(
        and(
          isNull(applicationDocuments.applicationId),
          lt(applicationDocuments.createdAt, new Date(at.getTime() - UPLOAD_KEEP_HOURS * HOUR_MS)),
        ),
      )
      .returning({ key: applicationDocuments.storageKey });
    for (const g of gone) await storage.delete({ visibility: 'private', key: g.key });
    return { deleted: gone.length };
  }

  return { options, upload, discard, submit, purgeUnclaimed };
}
export type ApplicationsPublicService = ReturnType<typeof createApplicationsPublicService>;
