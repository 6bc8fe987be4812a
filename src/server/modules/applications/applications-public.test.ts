import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { createTestApp, signUp, type TestApp } from '../../test/harness';
import { makeBrand } from '../../test/ordering-fixture';
import { tinyPng } from '../../test/image-fixture';
import { applicationDocuments, applicationEvents, brandPackages, brands, franchiseApplications, notifications } from '../../db/schema';
import {
  APPLICATION_LIMITS,
  APPLICATION_MESSAGES,
  APPLICATION_REFERENCE_PATTERN,
  UPLOAD_KEEP_HOURS,
} from '../../../shared/applications.contracts';
import { CODE_MESSAGES } from '../../../shared/errors';
import { FRANCHISE_PACKAGES } from '../../../shared/packages';
import { toManilaYmd } from '../../../shared/time';
import { PDF, application, errorOf, fieldsOf, form, submitApplication, visitor } from './applications.test-kit';

let t: TestApp;
let brand: Awaited<ReturnType<typeof makeBrand>>;
let priced: Awaited<ReturnType<typeof makeBrand>>;
let hq: Awaited<ReturnType<typeof signUp>>;

beforeAll(async () => {
  t = await createTestApp();
  brand = await makeBrand(t, 'Kape Kanto');
  priced = await makeBrand(t, 'Siomai House');
  await t.db.insert(brandPackages).values([
    { brandId: priced.id, packageCode: 'C', priceCentavos: 26_000_000 },
    { brandId: priced.id, packageCode: 'A', priceCentavos: 5_500_000 },
  ]);
  hq = await signUp(t, { role: 'franchisor', fullName: 'Helen Quinto' });
});
afterAll(async () => t?.close());

const hoursAgo = (h: number) => new Date(Date.now() - h * 3_600_000);

describe('application options', () => {
  it('lists active brands; a brand without package rows offers A–D at the standard prices, otherwise its own rows', async () => {
    const closed = await makeBrand(t, 'Closed');
    await t.db.update(brands).set({ status: 'inactive' }).where(eq(brands.id, closed.id));
    const res = await visitor(t).get('/api/applications/options');
    expect(res.statusCode).toBe(200);
    const list = res.json().brands as { id: string; packages: { code: string; priceCentavos: number }[] }[];
    expect(list.map((b) => b.id)).not.toContain(closed.id);
    expect(list.find((b) => b.id === brand.id)!.packages).toEqual(
      (['A', 'B', 'C', 'D'] as const).map((code) => ({ code, priceCentavos: FRANCHISE_PACKAGES[code].priceCentavos })),
    );
    expect(list.find((b) => b.id === priced.id)!.packages).toEqual([
      { code: 'A', priceCentavos: 5_500_000 },
      { code: 'C', priceCentavos: 26_000_000 },
    ]);
  });
});

describe('document uploads', () => {
  it('stores a PDF privately and answers with a one-time token whose hash only is kept', async () => {
    const res = await visitor(t).upload('government_id', { name: 'my id.pdf', content: PDF, type: 'application/pdf' });
    expect(res.statusCode, res.body).toBe(201);
    const u = res.json();
    expect(u).toMatchObject({ kind: 'government_id', filename: 'my id.pdf', contentType: 'application/pdf', sizeBytes: PDF.length });
    expect(u.token.length).toBeGreaterThanOrEqual(40);
    const [row] = await t.db.select().from(applicationDocuments).where(eq(applicationDocuments.id, u.id));
    expect(row.applicationId).toBeNull();
    expect(row.claimTokenHash).not.toContain(u.token);
    expect(row.storageKey.startsWith('applications/')).toBe(true);
    expect(await t.storage.exists({ visibility: 'private', key: row.storageKey })).toBe(true);
  });

  it('judges the type by content: a PNG named .pdf is kept as .png; text or a program renamed .pdf is refused', async () => {
    const v = visitor(t);
    const png = await v.upload('proof_of_billing', { name: 'bill.pdf', content: tinyPng(), type: 'application/pdf' });
    expect(png.statusCode).toBe(201);
    expect(png.json()).toMatchObject({ filename: 'bill.png', contentType: 'image/png' });
    for (const file of [
      { name: 'notes.txt', content: Buffer.from('just some text, not a document at all') },
      { name: 'notes.pdf', content: Buffer.from('just some text, renamed to look like a PDF') },
      { name: 'setup.pdf', content: Buffer.concat([Buffer.from('MZ'), Buffer.alloc(200, 0x90)]) },
    ]) {
      const res = await v.upload('other', { ...file, type: 'application/pdf' });
      expect(res.statusCode, file.name).toBe(422);
      expect(errorOf(res).message).toBe(APPLICATION_MESSAGES.wrongType);
      expect(errorOf(res).details?.fieldErrors).toEqual({ file: [APPLICATION_MESSAGES.wrongType] });
    }
  });

  it('refuses a file over 5 MB (413), none or an empty one (422), and an unknown kind (422 on kind)', async () => {
    const v = visitor(t);
    const big = Buffer.concat([PDF, Buffer.alloc(5 * 1_048_576, 0x20)]);
    const tooLarge = await v.upload('other', { name: 'big.pdf', content: big });
    expect(tooLarge.statusCode).toBe(413);
    expect(errorOf(tooLarge).message).toBe(APPLICATION_MESSAGES.tooLarge);
    const none = await v.postForm('/api/applications/documents', form({ kind: 'other' }));
    expect(none.statusCode).toBe(422);
    expect(errorOf(none).message).toBe(APPLICATION_MESSAGES.chooseFile);
    const empty = await v.upload('other', { name: 'empty.pdf', content: Buffer.alloc(0) });
    expect(empty.statusCode).toBe(422);
    expect(errorOf(empty).message).toBe(APPLICATION_MESSAGES.chooseFile);
    const json = await v.post('/api/applications/documents', { kind: 'other' });
    expect(json.statusCode).toBe(422);
    const kind = await v.upload('passport_photo');
    expect(kind.statusCode).toBe(422);
    expect(fieldsOf(kind)).toEqual(['kind']);
  });

  it('limits uploads per client address (429 with the catalogue text)', async () => {
    const v = visitor(t);
    for (let i = 0; i < APPLICATION_LIMITS.uploadsPerHour; i += 1) expect((await v.upload('other')).statusCode).toBe(201);
    const refused = await v.upload('other');
    expect(refused.statusCode).toBe(429);
    expect(errorOf(refused)).toMatchObject({ code: 'RATE_LIMITED', message: CODE_MESSAGES.RATE_LIMITED });
    expect((await visitor(t).upload('other')).statusCode).toBe(201);
  });

  it('discards an unclaimed upload with its token; a wrong token is a 404', async () => {
    const v = visitor(t);
    const u = (await v.upload('other')).json();
    const [row] = await t.db.select().from(applicationDocuments).where(eq(applicationDocuments.id, u.id));
    const wrong = await v.post(`/api/applications/documents/${u.id}/discard`, { id: u.id, token: 'x'.repeat(43) });
    expect(wrong.statusCode).toBe(404);
    expect(errorOf(wrong).message).toBe(APPLICATION_MESSAGES.uploadNotFound);
    const ok = await v.post(`/api/applications/documents/${u.id}/discard`, { id: u.id, token: u.token });
    expect(ok.statusCode).toBe(204);
    expect(await t.db.select().from(applicationDocuments).where(eq(applicationDocuments.id, u.id))).toEqual([]);
    expect(await t.storage.exists({ visibility: 'private', key: row.storageKey })).toBe(false);
    expect((await v.post(`/api/applications/documents/${u.id}/discard`, { id: u.id, token: u.token })).statusCode).toBe(404);
  });

  it('the hourly job deletes uploads nobody claimed within UPLOAD_KEEP_HOURS, files included', async () => {
    const v = visitor(t);
    const [old, fresh] = await v.requiredDocuments();
    await t.db
      .update(applicationDocuments)
      .set({ createdAt: hoursAgo(UPLOAD_KEEP_HOURS + 1) })
      .where(eq(applicationDocuments.id, old.id));
    const [oldRow] = await t.db.select().from(applicationDocuments).where(eq(applicationDocuments.id, old.id));
    const runs = await t.ctx.jobs.runDue(new Date());
    expect(runs.find((r) => r.name === 'applications.purge-unclaimed-uploads')).toMatchObject({ ok: true });
    expect(await t.db.select().from(applicationDocuments).where(eq(applicationDocuments.id, old.id))).toEqual([]);
    expect(await t.storage.exists({ visibility: 'private', key: oldRow.storageKey })).toBe(false);
    expect(await t.db.select().from(applicationDocuments).where(eq(applicationDocuments.id, fresh.id))).toHaveLength(1);
  });
});

describe('submitting an application', () => {
  it('stores it with an APP-YYYYMMDD-NNNNNN reference, claims the documents, starts the timeline, e-mails the applicant and notifies head office', async () => {
    const v = visitor(t);
    const documents = await v.requiredDocuments();
    const input = application(brand.id, { documents, email: 'Maria.Santos.Ref@Example.com' });
    const res = await v.post('/api/applications', input);
    expect(res.statusCode, res.body).toBe(201);
    const receipt = res.json();
    expect(receipt.reference).toMatch(APPLICATION_REFERENCE_PATTERN);
    expect(receipt.reference.slice(4, 12)).toBe(toManilaYmd(new Date()).replace(/-/g, ''));
    expect(receipt.email).toBe('maria.santos.ref@example.com');

    const [app] = await t.db.select().from(franchiseApplications).where(eq(franchiseApplications.id, receipt.id));
    expect(app).toMatchObject({ status: 'new', brandId: brand.id, packageCode: 'B', submittedIp: v.remoteAddress });
    const docs = await t.db.select().from(applicationDocuments).where(eq(applicationDocuments.applicationId, receipt.id));
    expect(docs.map((d) => d.kind).sort()).toEqual(['government_id', 'proof_of_billing']);
    expect(docs.every((d) => d.claimTokenHash === null)).toBe(true);
    const events = await t.db.select().from(applicationEvents).where(eq(applicationEvents.applicationId, receipt.id));
    expect(events).toMatchObject([{ kind: 'status', fromStatus: null, toStatus: 'new', actorId: null }]);

    while ((await t.ctx.emailWorker.runOnce()) > 0);
    const mail = t.mail.find((m) => m.to === 'maria.santos.ref@example.com');
    expect(mail?.subject).toContain(receipt.reference);
    expect(mail?.text).toContain(receipt.reference);
    expect(mail?.text).toContain('2-3 business days');

    const [notice] = await t.db.select().from(notifications).where(eq(notifications.recipientId, hq.userId));
    expect(notice).toMatchObject({ actionUrl: `/applications/${receipt.id}` });
    expect(notice.title).toContain(receipt.reference);
  });

  it('validates each step: a submission missing or breaking fields of one step gets field errors for exactly those fields', async () => {
    const v = visitor(t);
    const documents = await v.requiredDocuments();
    const valid = application(brand.id, { documents });
    const cases: { step: string; over: Record<string, unknown>; fields: string[] }[] = [
      {
        step: 'personal',
        over: { firstName: '', email: 'not-an-email', phone: 'abc', birthDate: '2015-01-01', province: 'Atlantis' },
        fields: ['birthDate', 'email', 'firstName', 'phone', 'province'],
      },
      {
        step: 'personal (missing)',
        over: { lastName: undefined, addressLine: undefined, city: '' },
        fields: ['addressLine', 'city', 'lastName'],
      },
      {
        step: 'experience',
        over: { occupation: '', yearsInBusiness: -1, investmentRange: 'a lot', fundingSource: undefined, hasFranchiseExperience: 'maybe' },
        fields: ['fundingSource', 'hasFranchiseExperience', 'investmentRange', 'occupation', 'yearsInBusiness'],
      },
      {
        step: 'choice',
        over: { brandId: '', packageCode: 'E', preferredProvince: undefined, preferredCity: '' },
        fields: ['brandId', 'packageCode', 'preferredCity', 'preferredProvince'],
      },
      { step: 'documents', over: { documents: [{ id: 'nope', token: 'short' }] }, fields: ['documents.0.id', 'documents.0.token'] },
      { step: 'review', over: { consent: false }, fields: ['consent'] },
    ];
    for (const c of cases) {
      const res = await v.post('/api/applications', { ...valid, ...c.over });
      expect(res.statusCode, c.step).toBe(422);
      expect(fieldsOf(res), c.step).toEqual(c.fields);
    }
    // Nothing was stored or claimed by the refusals.
    expect((await v.post('/api/applications', valid)).statusCode).toBe(201);
  });

  it('requires the government ID and the proof of billing, and refuses more than 8 documents', async () => {
    const v = visitor(t);
    const [id] = await v.requiredDocuments();
    const res = await v.post('/api/applications', application(brand.id, { documents: [id] }));
    expect(res.statusCode).toBe(422);
    expect(errorOf(res).details?.fieldErrors).toEqual({ documents: [APPLICATION_MESSAGES.missingDocument('Proof of billing')] });
    const none = await v.post('/api/applications', application(brand.id, { documents: [] }));
    expect(errorOf(none).details?.fieldErrors?.documents).toEqual([
      APPLICATION_MESSAGES.missingDocument('Government-issued ID'),
      APPLICATION_MESSAGES.missingDocument('Proof of billing'),
    ]);
    const nine = Array.from({ length: 9 }, () => id);
    expect(fieldsOf(await v.post('/api/applications', application(brand.id, { documents: nine })))).toEqual(['documents']);
  });

  it('refuses a wrong token, a duplicate claim, reuse after a submit and an expired upload', async () => {
    const v = visitor(t);
    const docs = await v.requiredDocuments();
    const wrong = await v.post(
      '/api/applications',
      application(brand.id, { documents: [docs[0], { id: docs[1].id, token: 'y'.repeat(43) }] }),
    );
    expect(wrong.statusCode).toBe(422);
    expect(errorOf(wrong).details?.fieldErrors?.documents).toContain(APPLICATION_MESSAGES.uploadNotFound);
    const dup = await v.post('/api/applications', application(brand.id, { documents: [...docs, docs[0]] }));
    expect(errorOf(dup).details?.fieldErrors?.documents).toContain(APPLICATION_MESSAGES.duplicateDocument);

    expect((await v.post('/api/applications', application(brand.id, { documents: docs }))).statusCode).toBe(201);
    const reuse = await v.post('/api/applications', application(brand.id, { documents: docs }));
    expect(reuse.statusCode).toBe(422);
    expect(errorOf(reuse).details?.fieldErrors?.documents).toContain(APPLICATION_MESSAGES.uploadNotFound);

    const later = await v.requiredDocuments();
    await t.db
      .update(applicationDocuments)
      .set({ createdAt: hoursAgo(UPLOAD_KEEP_HOURS + 0.1) })
      .where(eq(applicationDocuments.id, later[0].id));
    const expired = await v.post('/api/applications', application(brand.id, { documents: later }));
    expect(expired.statusCode).toBe(422);
    expect(errorOf(expired).details?.fieldErrors?.documents).toContain(APPLICATION_MESSAGES.uploadNotFound);
  });

  it('refuses an inactive brand and a package the brand does not offer, next to those fields', async () => {
    const v = visitor(t);
    const documents = await v.requiredDocuments();
    const closed = await makeBrand(t, 'Shut');
    await t.db.update(brands).set({ status: 'inactive' }).where(eq(brands.id, closed.id));
    const inactive = await v.post('/api/applications', application(closed.id, { documents }));
    expect(inactive.statusCode).toBe(422);
    expect(errorOf(inactive).details?.fieldErrors).toEqual({ brandId: [APPLICATION_MESSAGES.brandUnavailable] });
    const unknown = await v.post('/api/applications', application(crypto.randomUUID(), { documents }));
    expect(fieldsOf(unknown)).toEqual(['brandId']);
    const pkg = await v.post('/api/applications', application(priced.id, { documents, packageCode: 'B' }));
    expect(errorOf(pkg).details?.fieldErrors).toEqual({ packageCode: [APPLICATION_MESSAGES.packageUnavailable] });
    expect((await v.post('/api/applications', application(priced.id, { documents, packageCode: 'C' }))).statusCode).toBe(201);
  });

  it('limits submits per client address (429); refused submits do not count', async () => {
    const v = visitor(t);
    expect((await v.post('/api/applications', application(brand.id, { documents: [] }))).statusCode).toBe(422);
    for (let i = 0; i < APPLICATION_LIMITS.submitsPerHour; i += 1) {
      const documents = await v.requiredDocuments();
      expect((await v.post('/api/applications', application(brand.id, { documents }))).statusCode).toBe(201);
    }
    const documents = await v.requiredDocuments();
    const refused = await v.post('/api/applications', application(brand.id, { documents }));
    expect(refused.statusCode).toBe(429);
    expect(errorOf(refused).message).toBe(CODE_MESSAGES.RATE_LIMITED);
    expect((await submitApplication(t, brand.id)).reference).toMatch(APPLICATION_REFERENCE_PATTERN);
  });
});
