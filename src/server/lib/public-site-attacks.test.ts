import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql, type SQL } from 'drizzle-orm';
import nodemailer from 'nodemailer';
import { createTestApp, signUp, TEST_ORIGIN, type TestApp } from '../test/harness';
import type { Actor } from './rls';
import { api, makeBrand, makeFranchisee } from '../test/ordering-fixture';
import { multipart, tinyPng } from '../test/image-fixture';
import { attemptAs } from '../test/rls-attempt';
import {
  PDF,
  application,
  errorOf,
  fieldsOf,
  form,
  freshAddress,
  submitApplication,
  visitor,
} from '../modules/applications/applications.test-kit';
import { APPLICATION_SUBMITS_PER_EMAIL } from '../modules/applications/applications-public.service';
import { applicationDocuments, brandPackages, brands, contactMessages, franchiseApplications, invitations, locations } from '../db/schema';
import { APPLICATION_LIMITS, APPLICATION_REFERENCE_PATTERN, type ApplicationDetail } from '../../shared/applications.contracts';
import { CONTACT_LIMITS, type ContactMessageInput } from '../../shared/contact.contracts';
import { HEAD_OFFICE } from '../../shared/site.contracts';
import {
  BLOG_CATEGORIES,
  type BlogCategories,
  type BlogList,
  type BlogPostEditable,
  type BlogPostWriteInput,
} from '../../shared/blog.contracts';

/**
 * The public site of issue 16 attacked from the internet, over HTTP: hostile uploads, claim-token abuse, tampered
 * submissions, the head-office endpoints from the wrong roles, contact-form abuse and cross-site writes.
 * One app, shared fixtures.
 */

let t: TestApp;
type U = Awaited<ReturnType<typeof signUp>>;
let hq: U;
let admin: U;
let plain: U;
let franchisee: U;
let brand: Awaited<ReturnType<typeof makeBrand>>;
let priced: Awaited<ReturnType<typeof makeBrand>>;
let closed: Awaited<ReturnType<typeof makeBrand>>;

const HTML = Buffer.from('<!doctype html><html><body><script>alert(document.cookie)</script></body></html>');
const SVG = Buffer.from('<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"><script>alert(1)</script></svg>');
const EXE = Buffer.concat([Buffer.from('MZ'), Buffer.alloc(400, 0x90)]);
/** A PDF header followed by a web page: passes the content check as a PDF, must only ever be served as a download. */
const PDF_HTML = Buffer.concat([Buffer.from('%PDF-1.4\n'), HTML]);
const ZIP = Buffer.from(
  '504b03041400000000000000000000000000000000000000000005000000612e747874' + '504b0506000000000000000000000000000000000000',
  'hex',
);
const EVIL = 'https://evil.example';

/** A raw multipart body, for headers the form helper cannot write (RFC 5987 file names, extra parts). */
function rawForm(parts: string[], file?: { disposition: string; content: Buffer }) {
  const boundary = '----fhattack' + Math.random().toString(16).slice(2);
  const chunks: Buffer[] = parts.map((p) => Buffer.from(`--${boundary}\r\n${p}\r\n`));
  if (file) {
    chunks.push(
      Buffer.from(`--${boundary}\r\nContent-Disposition: ${file.disposition}\r\nContent-Type: application/pdf\r\n\r\n`),
      file.content,
      Buffer.from('\r\n'),
    );
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

const field = (name: string, value: string) => `Content-Disposition: form-data; name="${name}"\r\n\r\n${value}`;

/** Renders a queued e-mail as SMTP would send it (nodemailer's own header encoding), to read its real headers. */
async function rawMail(m: { to: string; subject: string; text: string }): Promise<string> {
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  const info = await transport.sendMail({ from: 'FranchiseHub <no-reply@example.com>', to: m.to, subject: m.subject, text: m.text });
  return (info.message as Buffer).toString('utf8');
}
const headersOf = (raw: string) => raw.slice(0, raw.indexOf('\n\n'));

async function drainMail() {
  while ((await t.ctx.emailWorker.runOnce()) > 0);
}

/** Every line the server logs, to check that no claim token ever reaches the logs. */
const logs: string[] = [];
const logStream = new Writable({
  write(chunk: Buffer, _enc, done) {
    logs.push(chunk.toString());
    done();
  },
});

beforeAll(async () => {
  t = await createTestApp({ logger: { level: 'debug', stream: logStream } });
  brand = await makeBrand(t, 'Kape Kanto');
  priced = await makeBrand(t, 'Siomai House');
  closed = await makeBrand(t, 'Closed Stall');
  await t.db.update(brands).set({ status: 'inactive' }).where(eq(brands.id, closed.id));
  await t.db.insert(brandPackages).values([
    { brandId: priced.id, packageCode: 'A', priceCentavos: 5_500_000 },
    { brandId: priced.id, packageCode: 'C', priceCentavos: 26_000_000 },
  ]);
  hq = await signUp(t, { role: 'franchisor', fullName: 'Helen Quinto' });
  admin = await signUp(t, { role: 'admin', fullName: 'Ada Admin' });
  plain = await signUp(t, { role: 'user' });
  franchisee = await makeFranchisee(t, brand.id);
}, 120_000);
afterAll(async () => t?.close());

// ------------------------------------------------------------------------------------------------ uploads

describe('hostile uploads', () => {
  it('a renamed web page, SVG, program, plain zip or text is refused whatever its name and declared type', async () => {
    const v = visitor(t);
    for (const [name, content, type] of [
      ['cv.pdf', HTML, 'application/pdf'],
      ['photo.png', SVG, 'image/png'],
      ['id.pdf', EXE, 'application/pdf'],
      ['scan.docx', ZIP, 'application/vnd.openxmlformats-officedocument.wordprocessingml.document'],
      ['bill.jpg', Buffer.from('GIF89a' + 'x'.repeat(64)), 'image/jpeg'],
      ['notes.pdf', Buffer.from('%PD'), 'application/pdf'],
    ] as const) {
      const res = await v.upload('other', { name, content, type });
      expect(res.statusCode, name).toBe(422);
      expect(Object.keys(errorOf(res).details?.fieldErrors ?? {}), name).toEqual(['file']);
    }
  });

  it('a page behind a PDF header is stored as a PDF and reaches head office only as a nosniff attachment', async () => {
    const v = visitor(t);
    const up = await v.upload('government_id', { name: 'page.html', content: PDF_HTML, type: 'text/html' });
    expect(up.statusCode, up.body).toBe(201);
    expect(up.json()).toMatchObject({ contentType: 'application/pdf', filename: 'page.pdf' });
    const bill = await v.upload('proof_of_billing', { name: 'bill.png', content: tinyPng(), type: 'image/png' });
    const documents = [up.json(), bill.json()].map((u: { id: string; token: string }) => ({ id: u.id, token: u.token }));
    const sent = await v.post('/api/applications', application(brand.id, { documents }));
    expect(sent.statusCode, sent.body).toBe(201);
    const detail = (await api(t, hq.cookie).get(`/api/applications/review/${sent.json().id}`)).json() as ApplicationDetail;
    const doc = detail.documents.find((d) => d.kind === 'government_id')!;
    const res = await api(t, hq.cookie).get(`/api/applications/review/${detail.id}/documents/${doc.id}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(String(res.headers['content-disposition'])).toMatch(/^attachment;/);
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(String(res.headers['content-security-policy'])).toContain("default-src 'self'");
  });

  it('empty file, no file, JSON instead of multipart and a text/plain body are 4xx, never stored', async () => {
    const before = (await t.db.select().from(applicationDocuments)).length;
    const v = visitor(t);
    expect((await v.upload('government_id', { name: 'empty.pdf', content: Buffer.alloc(0) })).statusCode).toBe(422);
    expect((await v.postForm('/api/applications/documents', form({ kind: 'government_id' }))).statusCode).toBe(422);
    expect((await v.post('/api/applications/documents', { kind: 'government_id', file: PDF.toString('base64') })).statusCode).toBe(422);
    const text = await t.app.inject({
      method: 'POST',
      url: '/api/applications/documents',
      payload: '%PDF-1.4',
      remoteAddress: v.remoteAddress,
      headers: { 'content-type': 'text/plain', origin: TEST_ORIGIN },
    });
    expect(text.statusCode).toBeGreaterThanOrEqual(400);
    expect(text.statusCode).toBeLessThan(500);
    expect((await t.db.select().from(applicationDocuments)).length).toBe(before);
  });

  it('over 5 MB is a 413; two files, a flood of fields or a cut-off body are 4xx, not 500', async () => {
    const v = visitor(t);
    const big = Buffer.concat([PDF, Buffer.alloc(5 * 1_048_576 + 10, 0x20)]);
    const tooBig = await v.upload('government_id', { name: 'big.pdf', content: big });
    expect(tooBig.statusCode).toBe(413);
    const two = await v.postForm(
      '/api/applications/documents',
      form({ kind: 'government_id' }, [
        { name: 'a.pdf', content: PDF },
        { name: 'b.pdf', content: PDF },
      ]),
    );
    expect(two.statusCode).toBe(422);
    const manyFields = Object.fromEntries(Array.from({ length: 200 }, (_, i) => [`f${i}`, 'x']));
    const flood = await v.postForm(
      '/api/applications/documents',
      form({ kind: 'government_id', ...manyFields }, [{ name: 'a.pdf', content: PDF }]),
    );
    expect(flood.statusCode).toBeGreaterThanOrEqual(400);
    expect(flood.statusCode).toBeLessThan(500);
    const full = form({ kind: 'government_id' }, [{ name: 'a.pdf', content: PDF }]);
    const cut = await t.app.inject({
      method: 'POST',
      url: '/api/applications/documents',
      payload: full.payload.subarray(0, full.payload.length - 30),
      remoteAddress: v.remoteAddress,
      headers: { ...full.headers, origin: TEST_ORIGIN },
    });
    expect(cut.statusCode).toBeGreaterThanOrEqual(400);
    expect(cut.statusCode).toBeLessThan(500);
  });

  it('kind missing, unknown, or sent twice with a bad last value is a 422 on kind', async () => {
    const v = visitor(t);
    const missing = await v.postForm('/api/applications/documents', form({}, [{ name: 'a.pdf', content: PDF }]));
    expect(missing.statusCode).toBe(422);
    expect(fieldsOf(missing)).toEqual(['kind']);
    for (const kind of ['passport', '', 'GOVERNMENT_ID', "government_id' or 1=1 --", 'government_id\u0000']) {
      const res = await v.upload(kind);
      expect(res.statusCode, JSON.stringify(kind)).toBe(422);
      expect(fieldsOf(res)).toEqual(['kind']);
    }
  });

  it('file names: path traversal, control characters, quotes, CRLF and 1,000 characters become a safe display name', async () => {
    const v = visitor(t);
    const names: [string, (n: string) => void][] = [
      ['../../../../etc/passwd.pdf', (n) => expect(n).toBe('passwd.pdf')],
      ['..\\..\\windows\\system32\\id.pdf', (n) => expect(n).toBe('id.pdf')],
      ['a'.repeat(1000) + '.pdf', (n) => expect(n.length).toBeLessThanOrEqual(200)],
      ['say "hi".pdf', (n) => expect(n).not.toContain('"')],
    ];
    for (const [name, check] of names) {
      const res = await v.upload('other', { name, content: PDF });
      expect(res.statusCode, name).toBe(201);
      const u = res.json();
      check(u.filename);
      expect(u.filename.endsWith('.pdf')).toBe(true);
      const [row] = await t.db.select().from(applicationDocuments).where(eq(applicationDocuments.id, u.id));
      expect(row.filename).toBe(u.filename);
      expect(row.storageKey).toMatch(/^applications\/uploads\/[0-9a-f-]{36}\.pdf$/);
    }
    // NUL, ESC and DEL arrive through the RFC 5987 form of the name; a line break there makes the parser drop the file.
    const controls = rawForm([field('kind', 'other')], {
      disposition: `form-data; name="file"; filename*=UTF-8''bad%00%1B%7Fname.pdf`,
      content: PDF,
    });
    const res = await v.postForm('/api/applications/documents', controls);
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().filename).toBe('badname.pdf');
    const crlf = rawForm([field('kind', 'other')], {
      disposition: `form-data; name="file"; filename*=UTF-8''bad%0D%0AX-Injected%3A%201.pdf`,
      content: PDF,
    });
    const dropped = await v.postForm('/api/applications/documents', crlf);
    if (dropped.statusCode === 201) expect(dropped.json().filename).not.toMatch(/[\r\n]/);
    else expect(dropped.statusCode).toBe(422);
  });

  it(`uploads are limited per client address (${APPLICATION_LIMITS.uploadsPerHour} an hour); X-Forwarded-For does not reset it`, async () => {
    const remoteAddress = freshAddress();
    const up = (xff?: string) => {
      const f = form({ kind: 'other' }, [{ name: 'a.pdf', content: PDF }]);
      return t.app.inject({
        method: 'POST',
        url: '/api/applications/documents',
        payload: f.payload,
        remoteAddress,
        headers: { ...f.headers, origin: TEST_ORIGIN, ...(xff ? { 'x-forwarded-for': xff } : {}) },
      });
    };
    for (let i = 0; i < APPLICATION_LIMITS.uploadsPerHour; i += 1) expect((await up(`203.0.113.${i}`)).statusCode).toBe(201);
    expect((await up()).statusCode).toBe(429);
    expect((await up('198.51.100.7')).statusCode).toBe(429);
    expect((await up('198.51.100.8, 198.51.100.9')).statusCode).toBe(429);
    const rows = await t.db.select().from(applicationDocuments).where(eq(applicationDocuments.uploadedIp, remoteAddress));
    expect(rows).toHaveLength(APPLICATION_LIMITS.uploadsPerHour);
  });
});

// ------------------------------------------------------------------------------------------------ claim tokens

describe('claim tokens', () => {
  it('a guessed token, a token of another upload or a swapped pair never claims a file', async () => {
    const v = visitor(t);
    const [id, bill] = await v.requiredDocuments();
    const stranger = await visitor(t).requiredDocuments();
    for (const documents of [
      [{ id: id.id, token: 'A'.repeat(43) }, bill],
      [{ id: id.id, token: stranger[0].token }, bill],
      [{ id: stranger[0].id, token: id.token }, bill],
      [{ id: id.id, token: id.token + 'x' }, bill],
      [{ id: id.id, token: ` ${id.token}` }, bill],
    ]) {
      const res = await v.post('/api/applications', application(brand.id, { documents }));
      expect(res.statusCode).toBe(422);
      expect(fieldsOf(res)).toEqual(['documents']);
    }
    // Nothing was claimed by the failed attempts: the rightful owners can still use their files.
    const [row] = await t.db.select().from(applicationDocuments).where(eq(applicationDocuments.id, stranger[0].id));
    expect(row.applicationId).toBeNull();
    expect((await v.post('/api/applications', application(brand.id, { documents: [id, bill] }))).statusCode).toBe(201);
  });

  it('a claimed upload cannot be reused, discarded, or moved to another application', async () => {
    const v = visitor(t);
    const docs = await v.requiredDocuments();
    const first = await v.post('/api/applications', application(brand.id, { documents: docs }));
    expect(first.statusCode).toBe(201);
    const again = await visitor(t).post('/api/applications', application(brand.id, { documents: docs }));
    expect(again.statusCode).toBe(422);
    for (const d of docs) {
      expect((await v.post(`/api/applications/documents/${d.id}/discard`, d)).statusCode).toBe(404);
      const [row] = await t.db.select().from(applicationDocuments).where(eq(applicationDocuments.id, d.id));
      expect(row.applicationId).toBe(first.json().id);
      expect(row.claimTokenHash).toBeNull();
      expect(await t.storage.exists({ visibility: 'private', key: row.storageKey })).toBe(true);
    }
  });

  it('two submits racing for the same documents: exactly one application gets them', async () => {
    const v = visitor(t);
    const docs = await v.requiredDocuments();
    const results = await Promise.all(
      [0, 1, 2].map(() => visitor(t).post('/api/applications', application(brand.id, { documents: docs }))),
    );
    expect(results.map((r) => r.statusCode).sort()).toEqual([201, 422, 422]);
    const winner = results.find((r) => r.statusCode === 201)!.json().id as string;
    const rows = await t.db.select().from(applicationDocuments).where(eq(applicationDocuments.applicationId, winner));
    expect(rows.map((r) => r.id).sort()).toEqual(docs.map((d) => d.id).sort());
  });

  it('discard: wrong token, another upload’s token, a body id that differs from the path are all refused', async () => {
    const v = visitor(t);
    const [mine] = await v.requiredDocuments();
    const [theirs] = await visitor(t).requiredDocuments();
    expect((await v.post(`/api/applications/documents/${theirs.id}/discard`, mine)).statusCode).toBe(404);
    expect((await v.post(`/api/applications/documents/${theirs.id}/discard`, { id: theirs.id, token: mine.token })).statusCode).toBe(404);
    expect((await v.post(`/api/applications/documents/${theirs.id}/discard`, { id: theirs.id, token: 'x'.repeat(43) })).statusCode).toBe(
      404,
    );
    expect((await v.post(`/api/applications/documents/${crypto.randomUUID()}/discard`, mine)).statusCode).toBe(404);
    const bad = await v.post('/api/applications/documents/not-a-uuid/discard', mine);
    expect([404, 422]).toContain(bad.statusCode);
    const [still] = await t.db.select().from(applicationDocuments).where(eq(applicationDocuments.id, theirs.id));
    expect(still).toBeDefined();
  });

  it('no claim token or its hash reaches the server log, through refusals or a submit', async () => {
    const v = visitor(t);
    const docs = await v.requiredDocuments();
    const [row] = await t.db.select().from(applicationDocuments).where(eq(applicationDocuments.id, docs[0].id));
    await v.post(`/api/applications/documents/${docs[0].id}/discard`, { id: docs[0].id, token: docs[1].token });
    await v.post('/api/applications', application(brand.id, { documents: [docs[0], { id: docs[1].id, token: docs[0].token }] }));
    await v.post('/api/applications', { ...application(brand.id, { documents: docs }), birthDate: 'nope' });
    expect((await v.post('/api/applications', application(brand.id, { documents: docs }))).statusCode).toBe(201);
    const all = logs.join('');
    expect(all.length).toBeGreaterThan(0);
    for (const secret of [docs[0].token, docs[1].token, row.claimTokenHash!]) expect(all).not.toContain(secret);
  });

  it('the token hash is never in an API answer, and the token only in the upload’s own answer', async () => {
    const v = visitor(t);
    const docs = await v.requiredDocuments();
    const hashes = (await t.db.select().from(applicationDocuments).where(eq(applicationDocuments.id, docs[0].id))).map(
      (r) => r.claimTokenHash!,
    );
    const sent = await v.post('/api/applications', application(brand.id, { documents: docs }));
    expect(sent.statusCode).toBe(201);
    expect(sent.body).not.toContain(docs[0].token);
    const bodies = [
      sent.body,
      (await api(t, hq.cookie).get(`/api/applications/review/${sent.json().id}`)).body,
      (await api(t, hq.cookie).get('/api/applications/review?limit=100')).body,
      (await visitor(t).get('/api/applications/options')).body,
    ];
    for (const body of bodies) {
      for (const secret of [...hashes, docs[0].token, docs[1].token]) expect(body).not.toContain(secret);
      expect(body).not.toMatch(/claimToken|claim_token|uploadedIp|submittedIp/i);
    }
  });
});

// ------------------------------------------------------------------------------------------------ submit

describe('tampered submissions', () => {
  it('status, reference, invitation, timestamps and ids in the body are ignored (mass assignment)', async () => {
    const v = visitor(t);
    const documents = await v.requiredDocuments();
    const before = Date.now();
    const res = await v.post('/api/applications', {
      ...application(brand.id, { documents }),
      id: '00000000-0000-4000-8000-000000000001',
      status: 'approved',
      reference: 'APP-19990101-000001',
      invitationId: crypto.randomUUID(),
      createdAt: '2000-01-01T00:00:00.000Z',
      updatedAt: '2000-01-01T00:00:00.000Z',
      submittedIp: '127.0.0.1',
    });
    expect(res.statusCode, res.body).toBe(201);
    const [row] = await t.db.select().from(franchiseApplications).where(eq(franchiseApplications.id, res.json().id));
    expect(row.id).not.toBe('00000000-0000-4000-8000-000000000001');
    expect(row.status).toBe('new');
    expect(row.reference).toMatch(APPLICATION_REFERENCE_PATTERN);
    expect(row.reference).not.toBe('APP-19990101-000001');
    expect(row.invitationId).toBeNull();
    expect(row.createdAt.getTime()).toBeGreaterThanOrEqual(before - 5_000);
    expect(row.submittedIp).toBe(v.remoteAddress);
  });

  it('an inactive or unknown brand and a package the brand does not offer are refused next to their fields', async () => {
    const v = visitor(t);
    const documents = await v.requiredDocuments();
    expect(fieldsOf(await v.post('/api/applications', application(closed.id, { documents })))).toEqual(['brandId']);
    expect(fieldsOf(await v.post('/api/applications', application(crypto.randomUUID(), { documents })))).toEqual(['brandId']);
    const notOffered = await v.post('/api/applications', application(priced.id, { documents, packageCode: 'B' }));
    expect(notOffered.statusCode).toBe(422);
    expect(fieldsOf(notOffered)).toEqual(['packageCode']);
    expect(fieldsOf(await v.post('/api/applications', application(brand.id, { documents, packageCode: 'Z' as 'A' })))).toEqual([
      'packageCode',
    ]);
    // The documents were not claimed by the refusals.
    expect((await v.post('/api/applications', application(priced.id, { documents, packageCode: 'C' }))).statusCode).toBe(201);
  });

  it('required documents missing, only optional kinds, and 9 documents are refused', async () => {
    const v = visitor(t);
    const docs = await v.requiredDocuments();
    const optional = (await v.upload('bank_statement')).json();
    const only = await v.post('/api/applications', application(brand.id, { documents: [{ id: optional.id, token: optional.token }] }));
    expect(only.statusCode).toBe(422);
    expect(errorOf(only).details?.fieldErrors?.documents).toHaveLength(2);
    expect((await v.post('/api/applications', application(brand.id, { documents: [docs[0]] }))).statusCode).toBe(422);
    const nine = [...docs, ...Array.from({ length: 7 }, () => ({ id: crypto.randomUUID(), token: 'y'.repeat(43) }))];
    const res = await v.post('/api/applications', application(brand.id, { documents: nine }));
    expect(res.statusCode).toBe(422);
    expect(fieldsOf(res)).toEqual(['documents']);
    expect((await v.post('/api/applications', application(brand.id, { documents: [...docs, docs[0]] }))).statusCode).toBe(422);
  });

  it('NUL bytes, control characters and CRLF in single-line fields are 422, not 500', async () => {
    const v = visitor(t);
    const documents = await v.requiredDocuments();
    for (const [key, value] of [
      ['firstName', 'Maria\u0000'],
      ['lastName', 'Santos\r\nBcc: victim@example.com'],
      ['city', 'Cebu\u001b[31m'],
      ['experienceSummary', 'Bakery\u0000owner'],
      ['motivation', 'Because\u0007'],
      ['email', 'maria@example.com\r\nBcc: victim@example.com'],
      ['occupation', 'x\u007f'],
    ] as const) {
      const res = await v.post('/api/applications', application(brand.id, { documents, [key]: value }));
      expect(res.statusCode, key).toBe(422);
      expect(fieldsOf(res), key).toContain(key);
    }
    // A NUL in a key name or a nested object is a refusal too.
    const odd = await v.post('/api/applications', {
      ...application(brand.id, { documents }),
      'first\u0000Name': 'x',
      firstName: { $ne: '' },
    });
    expect(odd.statusCode).toBe(422);
  });

  it('a huge JSON body is a 413, and megabytes inside the limit are a 422 (no 500, nothing stored)', async () => {
    const v = visitor(t);
    const documents = await v.requiredDocuments();
    const before = (await t.db.select().from(franchiseApplications)).length;
    const huge = await t.app.inject({
      method: 'POST',
      url: '/api/applications',
      payload: JSON.stringify({ ...application(brand.id, { documents }), motivation: 'x'.repeat(7 * 1_048_576) }),
      remoteAddress: v.remoteAddress,
      headers: { 'content-type': 'application/json', origin: TEST_ORIGIN },
    });
    expect(huge.statusCode).toBe(413);
    const big = await v.post('/api/applications', application(brand.id, { documents, motivation: 'x'.repeat(3 * 1_048_576) }));
    expect(big.statusCode).toBe(422);
    const manyDocs = await v.post('/api/applications', {
      ...application(brand.id),
      documents: Array.from({ length: 20_000 }, () => ({ id: crypto.randomUUID(), token: 'z'.repeat(43) })),
    });
    expect(manyDocs.statusCode).toBe(422);
    expect((await t.db.select().from(franchiseApplications)).length).toBe(before);
  });

  it('birth dates in the future, under 18, impossible or before 1900 are refused on birthDate', async () => {
    const v = visitor(t);
    const documents = await v.requiredDocuments();
    const now = new Date();
    const ymd = (d: Date) => d.toISOString().slice(0, 10);
    const seventeen = new Date(Date.UTC(now.getUTCFullYear() - 17, now.getUTCMonth(), 1));
    for (const birthDate of [
      ymd(new Date(now.getTime() + 86_400_000 * 400)),
      ymd(seventeen),
      '1899-12-31',
      '1990-02-30',
      '0001-01-01',
      '1990-1-1',
    ]) {
      const res = await v.post('/api/applications', application(brand.id, { documents, birthDate }));
      expect(res.statusCode, birthDate).toBe(422);
      expect(fieldsOf(res), birthDate).toEqual(['birthDate']);
    }
  });

  it('confirmation e-mails to one address are limited whatever the client address (no mail bombing through the form)', async () => {
    const email = `victim.${Date.now()}@example.com`;
    for (let i = 0; i < APPLICATION_SUBMITS_PER_EMAIL; i += 1) await submitApplication(t, brand.id, { email });
    const v = visitor(t);
    const documents = await v.requiredDocuments();
    const res = await v.post('/api/applications', application(brand.id, { documents, email: email.toUpperCase() }));
    expect(res.statusCode).toBe(429);
    await drainMail();
    expect(t.mail.filter((m) => m.to === email)).toHaveLength(APPLICATION_SUBMITS_PER_EMAIL);
    // The refused submit did not use up the client address's own limit, nor claim the documents.
    expect((await v.post('/api/applications', application(brand.id, { documents }))).statusCode).toBe(201);
  });

  it('HTML in names reaches e-mails and notifications only as plain text, and no header can be injected', async () => {
    const name = '<img src=x onerror=alert(1)>';
    const receipt = await submitApplication(t, brand.id, { firstName: name, lastName: '<script>alert(2)</script>' });
    await drainMail();
    const mail = t.mail.filter((m) => m.to === receipt.email);
    expect(mail).toHaveLength(1);
    expect(mail[0].html).toBeUndefined();
    expect(mail[0].subject).not.toContain('<');
    const raw = await rawMail(mail[0]);
    expect(headersOf(raw)).not.toMatch(/^bcc:/im);
    expect(headersOf(raw)).not.toContain('<img');
    const detail = (await api(t, hq.cookie).get(`/api/applications/review/${receipt.id}`)).json() as ApplicationDetail;
    expect(detail.firstName).toBe(name);
  });
});

// ------------------------------------------------------------------------------------------------ head office

describe('head-office endpoints', () => {
  let receipt: Awaited<ReturnType<typeof submitApplication>>;
  let other: Awaited<ReturnType<typeof submitApplication>>;
  let docId: string;
  let otherDocId: string;
  beforeAll(async () => {
    receipt = await submitApplication(t, brand.id);
    other = await submitApplication(t, brand.id);
    docId = ((await api(t, hq.cookie).get(`/api/applications/review/${receipt.id}`)).json() as ApplicationDetail).documents[0].id;
    otherDocId = ((await api(t, hq.cookie).get(`/api/applications/review/${other.id}`)).json() as ApplicationDetail).documents[0].id;
  });

  it('every review and contact-message route: anonymous 401, franchisee and user 403; franchisor and admin allowed', async () => {
    const contactId = (await sendContact(contact())).json().id as string;
    const calls: [string, string, object | undefined][] = [
      ['GET', '/api/applications/review', undefined],
      ['GET', `/api/applications/review/${receipt.id}`, undefined],
      ['POST', `/api/applications/review/${receipt.id}/status`, { status: 'withdrawn' }],
      ['POST', `/api/applications/review/${receipt.id}/notes`, { body: 'hello' }],
      ['GET', `/api/applications/review/${receipt.id}/documents/${docId}`, undefined],
      ['GET', '/api/contact/messages', undefined],
      ['GET', `/api/contact/messages/${contactId}`, undefined],
      ['PATCH', `/api/contact/messages/${contactId}`, { status: 'handled' }],
    ];
    for (const [method, url, payload] of calls) {
      const as = (cookie?: string) =>
        t.app.inject({ method: method as 'GET', url, payload, headers: { origin: TEST_ORIGIN, ...(cookie ? { cookie } : {}) } });
      expect((await as()).statusCode, `${method} ${url} anonymous`).toBe(401);
      expect((await as(franchisee.cookie)).statusCode, `${method} ${url} franchisee`).toBe(403);
      expect((await as(plain.cookie)).statusCode, `${method} ${url} user`).toBe(403);
    }
    for (const [method, url] of calls.filter(([m]) => m === 'GET')) {
      for (const who of [hq, admin]) expect((await api(t, who.cookie).get(url)).statusCode, `${method} ${url}`).toBe(200);
    }
    // None of the refused writes changed anything.
    const detail = (await api(t, hq.cookie).get(`/api/applications/review/${receipt.id}`)).json() as ApplicationDetail;
    expect(detail.status).toBe('new');
    expect(detail.events.filter((e) => e.kind === 'note')).toHaveLength(0);
    const [msg] = await t.db.select().from(contactMessages).where(eq(contactMessages.id, contactId));
    expect(msg.status).toBe('new');
  });

  it('documents of another application, unknown ids and malformed ids are 404/422, never 500', async () => {
    const a = api(t, hq.cookie);
    expect((await a.get(`/api/applications/review/${receipt.id}/documents/${otherDocId}`)).statusCode).toBe(404);
    expect((await a.get(`/api/applications/review/${crypto.randomUUID()}/documents/${docId}`)).statusCode).toBe(404);
    expect((await a.get(`/api/applications/review/${crypto.randomUUID()}`)).statusCode).toBe(404);
    expect((await a.post(`/api/applications/review/${crypto.randomUUID()}/status`, { status: 'under_review' })).statusCode).toBe(404);
    expect((await a.post(`/api/applications/review/${crypto.randomUUID()}/notes`, { body: 'x' })).statusCode).toBe(404);
    expect((await a.get(`/api/contact/messages/${crypto.randomUUID()}`)).statusCode).toBe(404);
    for (const bad of ['not-a-uuid', "1'%20or%20'1'='1", '%00', 'x'.repeat(300), '00000000-0000-0000-0000-00000000000g']) {
      for (const url of [
        `/api/applications/review/${bad}`,
        `/api/applications/review/${receipt.id}/documents/${bad}`,
        `/api/contact/messages/${bad}`,
      ]) {
        const res = await a.get(url);
        expect([400, 404, 414, 422], url).toContain(res.statusCode);
      }
    }
    const q = await a.get('/api/applications/review?status=hacked&limit=100000&offset=-1');
    expect(q.statusCode).toBe(422);
    const search = await a.get(`/api/applications/review?q=${encodeURIComponent("%' or 1=1 --")}`);
    expect(search.statusCode).toBe(200);
    expect(search.json().total).toBe(0);
  });

  it('refused moves are 409; approving twice is a 409; approval invites exactly the applicant as a franchisee of the new store in opening', async () => {
    const fresh = await submitApplication(t, brand.id, { email: `Applicant.${Date.now()}@Example.com` });
    const a = api(t, hq.cookie);
    for (const status of ['approved', 'interview', 'new']) {
      expect((await a.post(`/api/applications/review/${fresh.id}/status`, { status })).statusCode, status).toBe(409);
    }
    expect((await a.post(`/api/applications/review/${fresh.id}/status`, { status: 'under_review' })).statusCode).toBe(200);
    const approved = await a.post(`/api/applications/review/${fresh.id}/status`, { status: 'approved' });
    expect(approved.statusCode, approved.body).toBe(200);
    expect((await a.post(`/api/applications/review/${fresh.id}/status`, { status: 'approved' })).statusCode).toBe(409);
    expect((await api(t, admin.cookie).post(`/api/applications/review/${fresh.id}/status`, { status: 'rejected' })).statusCode).toBe(409);
    const invites = await t.db.select().from(invitations).where(eq(invitations.email, fresh.email));
    expect(invites).toHaveLength(1);
    expect(invites[0]).toMatchObject({ role: 'franchisee', email: fresh.email.toLowerCase() });
    // Approval starts the opening (decision 021): the invitation carries the one new store, still opening.
    expect(invites[0].locationIds).toHaveLength(1);
    const [store] = await t.db.select().from(locations).where(eq(locations.id, invites[0].locationIds[0]));
    expect(store).toMatchObject({ status: 'opening', brandId: brand.id });
    expect(approved.json().invitation).toMatchObject({ id: invites[0].id, status: 'pending' });
    expect(approved.body).not.toMatch(/tokenHash|token_hash/);
  });

  it('a rejection that lands while the approval is inviting leaves no usable invitation behind', async () => {
    const app = await submitApplication(t, brand.id);
    const a = api(t, hq.cookie);
    await a.post(`/api/applications/review/${app.id}/status`, { status: 'under_review' });
    // Another head-office user rejects right after the invitation was created and before the approval is saved.
    const invitationsService = t.ctx.invitations as { create: (...args: never[]) => Promise<unknown> };
    const create = invitationsService.create;
    let rejected: number | undefined;
    invitationsService.create = async (...args: never[]) => {
      const made = await create(...args);
      rejected = (await api(t, admin.cookie).post(`/api/applications/review/${app.id}/status`, { status: 'rejected' })).statusCode;
      return made;
    };
    try {
      const approved = await a.post(`/api/applications/review/${app.id}/status`, { status: 'approved' });
      expect(rejected).toBe(200);
      expect(approved.statusCode).toBe(409);
    } finally {
      invitationsService.create = create;
    }
    expect((await a.get(`/api/applications/review/${app.id}`)).json().status).toBe('rejected');
    const invites = await t.db.select().from(invitations).where(eq(invitations.email, app.email));
    expect(invites.filter((i) => !i.revokedAt && !i.acceptedAt)).toHaveLength(0);
  });

  it('an applicant using head office’s e-mail gets no invitation on approval (409) and the application stays as it was', async () => {
    const app = await submitApplication(t, brand.id, { email: admin.email.toUpperCase() });
    const a = api(t, hq.cookie);
    await a.post(`/api/applications/review/${app.id}/status`, { status: 'under_review' });
    const res = await a.post(`/api/applications/review/${app.id}/status`, { status: 'approved' });
    expect(res.statusCode).toBe(409);
    expect((await a.get(`/api/applications/review/${app.id}`)).json().status).toBe('under_review');
    expect(await t.db.select().from(invitations).where(eq(invitations.email, admin.email.toLowerCase()))).toHaveLength(0);
  });
});

// ------------------------------------------------------------------------------------------------ contact

let seq = 0;
const contact = (over: Partial<ContactMessageInput> = {}): ContactMessageInput => ({
  firstName: 'Carlo',
  lastName: 'Reyes',
  email: `carlo.attack.${(seq += 1)}@example.com`,
  phone: '+63 917 123 4567',
  subject: 'Franchise fee for Package B',
  message: 'Good day! How much is the franchise fee for Package B?',
  ...over,
});
const sendContact = (payload: object, remoteAddress = freshAddress(), headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url: '/api/contact', payload, remoteAddress, headers: { origin: TEST_ORIGIN, ...headers } });

describe('contact form abuse', () => {
  it(`per e-mail (${CONTACT_LIMITS.perEmail} an hour): case and whitespace variants share the limit, plus-addressing is another address`, async () => {
    const email = `limit.${Date.now()}@example.com`;
    const variants = [email, email.toUpperCase(), `  ${email.replace('limit', 'LIMIT')}  `];
    for (const v of variants) expect((await sendContact(contact({ email: v }))).statusCode, v).toBe(201);
    expect((await sendContact(contact({ email: email.replace('@', '@').replace('example', 'EXAMPLE') }))).statusCode).toBe(429);
    expect((await sendContact(contact({ email: email.replace('@', '+other@') }))).statusCode).toBe(201);
    expect(await t.db.select().from(contactMessages).where(eq(contactMessages.email, email))).toHaveLength(CONTACT_LIMITS.perEmail);
  });

  it(`per client address (${CONTACT_LIMITS.perAddress} an hour); X-Forwarded-For does not reset it`, async () => {
    const ip = freshAddress();
    for (let i = 0; i < CONTACT_LIMITS.perAddress; i += 1) {
      expect((await sendContact(contact(), ip, { 'x-forwarded-for': `203.0.113.${i}` })).statusCode).toBe(201);
    }
    expect((await sendContact(contact(), ip)).statusCode).toBe(429);
    expect((await sendContact(contact(), ip, { 'x-forwarded-for': '198.51.100.1' })).statusCode).toBe(429);
    // The e-mail of a refused message was not counted against that address.
    const email = `refused.${Date.now()}@example.com`;
    expect((await sendContact(contact({ email }), ip)).statusCode).toBe(429);
    for (let i = 0; i < CONTACT_LIMITS.perEmail; i += 1) expect((await sendContact(contact({ email }))).statusCode).toBe(201);
  });

  it('CRLF, NUL and controls are refused; Unicode line breaks in the subject never become a header', async () => {
    for (const over of [
      { subject: 'Hello\r\nBcc: victim@example.com' },
      { subject: 'Hello\nX-Injected: 1' },
      { firstName: 'Carlo\r\nBcc: victim@example.com' },
      { lastName: 'Reyes\u0000' },
      { message: 'Hello there\u0000 friend' },
      { email: 'carlo@example.com\r\nBcc: victim@example.com' },
      // NEL (U+0085) is a C1 control: refused like the C0 ones.
      { subject: 'Hello\u0085X-Injected: 1' },
    ]) {
      const res = await sendContact(contact(over));
      expect(res.statusCode, JSON.stringify(over)).toBe(422);
    }
    const subject = 'Hello\u2028Bcc: victim@example.com\u2029X-Injected: 1';
    const sent = await sendContact(contact({ subject }));
    expect(sent.statusCode).toBe(201);
    await drainMail();
    const mail = t.mail.find((m) => m.to === HEAD_OFFICE.email && m.subject.includes('Hello'));
    expect(mail).toBeDefined();
    expect(mail!.subject).not.toMatch(/[\r\n]/);
    const headers = headersOf(await rawMail(mail!));
    expect(headers).not.toMatch(/^bcc:/im);
    expect(headers).not.toMatch(/^x-injected:/im);
  });

  it('a phone number cannot carry a line break into the stored message or the head-office e-mail', async () => {
    const phone = '+63 917\r\n\r\n123 4567';
    const res = await sendContact(contact({ phone, subject: 'Phone with a line break' }));
    if (res.statusCode !== 201) expect(fieldsOf(res)).toEqual(['phone']);
    else {
      const [row] = await t.db.select().from(contactMessages).where(eq(contactMessages.id, res.json().id));
      expect(row.phone).not.toMatch(/[\r\n\u2028\u2029\u0085]/);
      await drainMail();
      const mail = t.mail.find((m) => m.subject.includes('Phone with a line break'))!;
      expect(mail.text.split('\n')[1]).toBe(`Phone: ${row.phone}`);
    }
    const applied = await submitApplication(t, brand.id, { phone: '+63 917\n555\u20280101' }).catch((e: Error) => e);
    if (!(applied instanceof Error)) {
      const [row] = await t.db.select().from(franchiseApplications).where(eq(franchiseApplications.id, applied.id));
      expect(row.phone).not.toMatch(/[\r\n\u2028\u2029\u0085]/);
    } else expect(applied.message).toMatch(/^submit failed: 422/);
  });

  it('mass assignment: status, handledBy, handledAt and ids in the body are ignored', async () => {
    const res = await sendContact({
      ...contact(),
      id: '00000000-0000-4000-8000-000000000002',
      status: 'handled',
      handledBy: hq.userId,
      handledAt: '2000-01-01T00:00:00.000Z',
      createdAt: '2000-01-01T00:00:00.000Z',
    });
    expect(res.statusCode).toBe(201);
    const [row] = await t.db.select().from(contactMessages).where(eq(contactMessages.id, res.json().id));
    expect(row).toMatchObject({ status: 'new', handledBy: null, handledAt: null });
    expect(row.id).not.toBe('00000000-0000-4000-8000-000000000002');
    expect(row.createdAt.getFullYear()).toBeGreaterThan(2000);
  });
});

// ------------------------------------------------------------------------------------------------ cross-site writes

describe('cross-site writes to the public endpoints', () => {
  it('no CORS grant lets another site read the answers (public or head office’s)', async () => {
    for (const url of ['/api/applications/options', '/api/applications/review', '/api/contact/messages', '/api/blog/posts']) {
      const res = await t.app.inject({ method: 'GET', url, headers: { origin: EVIL, cookie: hq.cookie } });
      expect(res.headers['access-control-allow-origin'], url).toBeUndefined();
      expect(res.headers['access-control-allow-credentials'], url).toBeUndefined();
    }
    const preflight = await t.app.inject({
      method: 'OPTIONS',
      url: '/api/contact',
      headers: { origin: EVIL, 'access-control-request-method': 'POST', 'access-control-request-headers': 'content-type' },
    });
    expect(preflight.headers['access-control-allow-origin']).toBeUndefined();
  });

  it('a foreign, null or malformed Origin, or Sec-Fetch-Site cross-site, is a 403 before anything is stored', async () => {
    const [claim] = await visitor(t).requiredDocuments();
    const contactsBefore = (await t.db.select().from(contactMessages)).length;
    const docsBefore = (await t.db.select().from(applicationDocuments)).length;
    const appsBefore = (await t.db.select().from(franchiseApplications)).length;
    const uploadForm = form({ kind: 'government_id' }, [{ name: 'a.pdf', content: PDF }]);
    const requests: { url: string; payload: object | Buffer; headers?: Record<string, string> }[] = [
      { url: '/api/contact', payload: contact() },
      { url: '/api/applications', payload: application(brand.id, { documents: [claim] }) },
      { url: '/api/applications/documents', payload: uploadForm.payload, headers: uploadForm.headers },
      { url: `/api/applications/documents/${claim.id}/discard`, payload: claim },
    ];
    for (const bad of [
      { origin: EVIL },
      { origin: 'null' },
      { origin: `${TEST_ORIGIN}.evil.example` },
      { 'sec-fetch-site': 'cross-site' },
    ]) {
      for (const r of requests) {
        const res = await t.app.inject({
          method: 'POST',
          url: r.url,
          payload: r.payload,
          remoteAddress: freshAddress(),
          headers: { ...(r.headers ?? {}), ...bad },
        });
        expect(res.statusCode, `${r.url} ${JSON.stringify(bad)}`).toBe(403);
      }
    }
    expect((await t.db.select().from(contactMessages)).length).toBe(contactsBefore);
    expect((await t.db.select().from(applicationDocuments)).length).toBe(docsBefore);
    expect((await t.db.select().from(franchiseApplications)).length).toBe(appsBefore);
  });
});

// ------------------------------------------------------------------------------------------------ blog and site

let postSeq = 0;
function post(over: Partial<BlogPostWriteInput> = {}): BlogPostWriteInput {
  postSeq += 1;
  return {
    title: `Attack post ${postSeq}`,
    slug: `attack-post-${postSeq}-${Date.now().toString(36)}`,
    excerpt: `Excerpt ${postSeq}`,
    body: `Some words ${postSeq}.`,
    category: 'Industry Insights',
    tags: [],
    ...over,
  };
}
async function writePost(over: Partial<BlogPostWriteInput> = {}): Promise<BlogPostEditable> {
  const res = await api(t, hq.cookie).post('/api/blog/manage/posts', post(over));
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as BlogPostEditable;
}
async function publishPost(id: string, publishAt?: string): Promise<BlogPostEditable> {
  const res = await api(t, hq.cookie).post(`/api/blog/manage/posts/${id}/publish`, publishAt ? { publishAt } : {});
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as BlogPostEditable;
}

/** Every href/src of rendered HTML, entities decoded, so an encoded javascript: cannot hide from the check. */
function urlsOf(html: string): string[] {
  const decode = (v: string) =>
    v
      .replace(/&#x([0-9a-f]+);?/gi, (_, h: string) => String.fromCodePoint(parseInt(h, 16)))
      .replace(/&#(\d+);?/g, (_, d: string) => String.fromCodePoint(Number(d)))
      .replace(/&colon;/gi, ':')
      .replace(/&tab;/gi, '\t')
      .replace(/&newline;/gi, '\n')
      .replace(/&amp;/g, '&');
  return [...html.matchAll(/\s(?:href|src|action|formaction|xlink:href|srcset|poster|background)\s*=\s*("[^"]*"|'[^']*'|[^\s>]+)/gi)].map(
    (m) => decode(m[1].replace(/^["']|["']$/g, '')),
  );
}

/** HTML that must never come out of the Markdown renderer: checked on the real tags (text may well read "<script>"). */
function expectSafe(html: string, label: string) {
  const forbidden = /^(script|iframe|frame|frameset|style|svg|math|object|embed|form|meta|base|link|template|textarea|button|select)$/i;
  for (const [, name, attrs] of html.matchAll(/<([a-z][\w-]*)([^>]*)>/gi)) {
    expect(name, label).not.toMatch(forbidden);
    if (/^input$/i.test(name)) expect(attrs, label).toMatch(/type="checkbox"/);
    // Attribute names only: quoted values (a link title may well read "onmouseover=") are blanked first.
    const names = attrs.replace(/"[^"]*"|'[^']*'/g, '""');
    expect(names, `${label}: <${name}${attrs}>`).not.toMatch(/(^|\s)(on[a-z]+|style|formaction|srcdoc)\s*(=|$|\s)/i);
  }
  for (const url of urlsOf(html)) {
    // eslint-disable-next-line no-control-regex -- browsers drop these before reading the scheme
    const scheme = url.replace(/[\u0000-\u0020]/g, '').toLowerCase();
    expect(scheme, `${label}: ${url}`).not.toMatch(/^(javascript|vbscript|data|file|blob):/);
  }
}

const HOSTILE_MARKDOWN: [string, string][] = [
  ['raw script block', '<script>alert(1)</script>\n\nText'],
  ['inline raw html with handler', 'Hello <img src=x onerror=alert(1)> world'],
  ['raw anchor', '<a href="javascript:alert(1)">x</a>'],
  ['iframe', '<iframe src="https://evil.example"></iframe>'],
  ['style tag and attribute', '<style>body{display:none}</style>\n\n<p style="position:fixed">x</p>'],
  ['svg', '<svg onload=alert(1)><script>alert(1)</script></svg>'],
  [
    'object/embed/form/meta/base',
    '<object data="x.swf"></object><embed src="x"><form action="https://evil.example"><input name=a></form><meta http-equiv="refresh" content="0;url=https://evil.example"><base href="https://evil.example/">',
  ],
  ['javascript link', '[click](javascript:alert(1))'],
  ['upper-case javascript link', '[click](JaVaScRiPt:alert(1))'],
  ['entity-encoded javascript', '[click](&#106;avascript:alert(1)) [tab](java&#x09;script:alert(1)) [colon](javascript&colon;alert(1))'],
  ['percent-encoded scheme', '[click](javascript%3Aalert(1))'],
  ['leading spaces and controls', '[click](<  javascript:alert(1)>)'],
  ['data link', '[click](data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==)'],
  ['vbscript link', '[click](vbscript:msgbox(1))'],
  ['javascript autolink', '<javascript:alert(1)>'],
  ['data autolink', '<data:text/html,<script>alert(1)</script>>'],
  ['reference definition', '[x]\n\n[x]: javascript:alert(1)'],
  ['javascript image', '![x](javascript:alert(1))'],
  ['data image (svg)', '![x](data:image/svg+xml;base64,PHN2ZyBvbmxvYWQ9YWxlcnQoMSk+)'],
  ['title breaking out of the attribute', '[x](https://example.com "a\\" onmouseover=\\"alert(1)")'],
  ['html entities spelling a tag', '&lt;script&gt;alert(1)&lt;/script&gt; &#60;img src=x onerror=alert(1)&#62;'],
  ['code spans and fences', '`<script>alert(1)</script>`\n\n```html\n<script>alert(1)</script>\n```'],
  ['html comment hiding a tag', '<!-- --><script>alert(1)</script><!-- -->'],
  ['details with handler', '<details open ontoggle=alert(1)><summary>x</summary></details>'],
  ['nested markdown in html', '<div onclick="alert(1)">\n\n**bold**\n\n</div>'],
  ['GFM autolink literal', 'www.example.com/javascript:alert(1) and javascript:alert(1)'],
  ['footnote label', 'Text[^<img src=x onerror=alert(1)>]\n\n[^<img src=x onerror=alert(1)>]: note'],
  ['table cell html', '| a |\n|---|\n| <img src=x onerror=alert(1)> |'],
];

describe('blog: the Markdown sanitiser, through the API', () => {
  it('no script, handler, frame, style, svg or javascript:/data: URL survives in the public page or the editor preview', async () => {
    for (const [label, body] of HOSTILE_MARKDOWN) {
      const created = await writePost({ body });
      expectSafe(created.html, `${label} (preview)`);
      await publishPost(created.id);
      const res = await api(t, null).get(`/api/blog/posts/${created.slug}`);
      expect(res.statusCode, label).toBe(200);
      expectSafe(res.json().html, `${label} (public)`);
    }
  });

  it('an edit that removes a link from a live post shows at once (the rendered-HTML cache is not stale)', async () => {
    const created = await writePost({ body: '[old](https://old.example) text' });
    await publishPost(created.id);
    const read = async () => (await api(t, null).get(`/api/blog/posts/${created.slug}`)).json().html as string;
    expect(await read()).toContain('old.example');
    for (let i = 0; i < 3; i += 1) {
      const put = await api(t, hq.cookie).put(`/api/blog/manage/posts/${created.id}`, {
        ...post({ slug: created.slug, title: created.title }),
        body: `version ${i} without a link`,
      });
      expect(put.statusCode, put.body).toBe(200);
      const html = await read();
      expect(html).toContain(`version ${i}`);
      expect(html).not.toContain('old.example');
    }
  });

  it('the title, excerpt, tags and author stay text: the API never turns them into HTML', async () => {
    const created = await writePost({
      title: '<img src=x onerror=alert(1)>',
      excerpt: '<script>alert(1)</script>',
      tags: ['<b>x</b>'],
      authorName: '<svg onload=alert(1)>',
    });
    await publishPost(created.id);
    const res = await api(t, null).get(`/api/blog/posts/${created.slug}`);
    expect(res.json()).toMatchObject({ title: '<img src=x onerror=alert(1)>', excerpt: '<script>alert(1)</script>' });
    expectSafe(res.json().html, 'body of a post with hostile fields');
  });
});

describe('blog: what is not live is nowhere', () => {
  let live: BlogPostEditable;
  let hidden: { label: string; post: BlogPostEditable }[];
  const word = `zqx${Date.now().toString(36)}`;
  beforeAll(async () => {
    const category = 'Success Stories' as const;
    live = await publishPost((await writePost({ category, title: `Live ${word}`, tags: [word] })).id);
    const draft = await writePost({ category, title: `Draft ${word}`, tags: [word] });
    const scheduled = await publishPost(
      (await writePost({ category, title: `Scheduled ${word}`, tags: [word], featured: true })).id,
      new Date(Date.now() + 7 * 86_400_000).toISOString(),
    );
    const gone = await writePost({ category, title: `Unpublished ${word}`, tags: [word], featured: true });
    await publishPost(gone.id);
    expect((await api(t, hq.cookie).post(`/api/blog/manage/posts/${gone.id}/unpublish`)).statusCode).toBe(200);
    hidden = [
      { label: 'draft', post: draft },
      { label: 'scheduled', post: scheduled },
      { label: 'unpublished', post: gone },
    ];
  });

  it('by slug, by id as slug, in the list, search, tag and category filters, related posts and category counts', async () => {
    const anon = api(t, null);
    for (const { label, post: p } of hidden) {
      expect((await anon.get(`/api/blog/posts/${p.slug}`)).statusCode, label).toBe(404);
      expect((await anon.get(`/api/blog/posts/${p.id}`)).statusCode, label).toBe(404);
      // A signed-in franchisee reads the public API like anyone else.
      expect((await api(t, franchisee.cookie).get(`/api/blog/posts/${p.slug}`)).statusCode, label).toBe(404);
    }
    const hiddenIds = hidden.map((h) => h.post.id);
    for (const query of [
      `?q=${word}`,
      `?tag=${word}`,
      '?category=Success%20Stories&limit=100',
      '?limit=100',
      `?q=${word}&offset=0&limit=1`,
    ]) {
      const list = (await anon.get(`/api/blog/posts${query}`)).json() as BlogList;
      for (const item of list.items) expect(hiddenIds, query).not.toContain(item.id);
      if (query.includes(word)) expect(list.total, query).toBe(1);
    }
    const page = (await anon.get(`/api/blog/posts/${live.slug}`)).json() as { related: { id: string }[] };
    for (const r of page.related) expect(hiddenIds).not.toContain(r.id);
    const counts = (await anon.get('/api/blog/categories')).json() as BlogCategories;
    const manage = (await api(t, hq.cookie).get('/api/blog/manage/posts?category=Success%20Stories&status=published&limit=100')).json();
    expect(counts.items.find((c) => c.category === 'Success Stories')!.count).toBe(manage.total);
  });

  it('the sitemap lists the live post and none of the others', async () => {
    const res = await api(t, null).get('/sitemap.xml');
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain(`/blog/${live.slug}<`);
    for (const { label, post: p } of hidden) expect(res.body, label).not.toContain(p.slug);
    expect(res.body).not.toContain(`/brand/${closed.slug}<`);
  });

  it('slug edge cases are 404 or 422, never 500', async () => {
    const anon = api(t, null);
    for (const slug of [
      live.slug.toUpperCase(),
      encodeURIComponent('été-à-manille'),
      encodeURIComponent('ｌｉｖｅ'),
      `${live.slug}%00`,
      `${live.slug}%20`,
      '..%2F..%2Fetc%2Fpasswd',
      "x'%20or%20'1'='1",
      '%25',
      'a'.repeat(199),
      'a'.repeat(201),
      'a'.repeat(5000),
    ]) {
      for (const url of [`/api/blog/posts/${slug}`, `/api/site/brands/${slug}`]) {
        const res = await anon.get(url);
        expect([404, 414, 422], `${url.slice(0, 80)} → ${res.statusCode}`).toContain(res.statusCode);
      }
    }
    expect((await anon.get(`/api/site/brands/${brand.slug.toUpperCase()}`)).statusCode).toBe(404);
    expect((await anon.get(`/api/site/brands/${closed.slug}`)).statusCode).toBe(404);
    expect((await anon.get(`/api/site/brands/${brand.slug}`)).statusCode).toBe(200);
    const bad = await anon.get(`/api/blog/posts?category=${encodeURIComponent('<script>')}&limit=100000`);
    expect(bad.statusCode).toBe(422);
    const like = (await anon.get(`/api/blog/posts?q=${encodeURIComponent('%')}`)).json() as BlogList;
    expect(like.total).toBe(0);
  });
});

describe('blog and site management from the wrong roles', () => {
  it('blog.manage: anonymous 401, franchisee and user 403, franchisor and admin allowed; site.manage refuses admin too', async () => {
    const target = await writePost();
    const body = post();
    const blogCalls: [string, string, object | undefined][] = [
      ['GET', '/api/blog/manage/posts', undefined],
      ['POST', '/api/blog/manage/posts', body],
      ['GET', `/api/blog/manage/posts/${target.id}`, undefined],
      ['PUT', `/api/blog/manage/posts/${target.id}`, post()],
      ['POST', `/api/blog/manage/posts/${target.id}/publish`, {}],
      ['POST', `/api/blog/manage/posts/${target.id}/unpublish`, {}],
      ['DELETE', `/api/blog/manage/posts/${target.id}/cover`, undefined],
      ['DELETE', `/api/blog/manage/posts/${target.id}`, undefined],
    ];
    const siteCalls: [string, string, object | undefined][] = [
      ['GET', '/api/site/manage/brands', undefined],
      [
        'PUT',
        `/api/site/manage/brands/${brand.id}`,
        { heroTitle: 'Owned', heroText: 'x', story: 'x', benefits: [], faqs: [], packages: [{ code: 'A', priceCentavos: 100 }] },
      ],
      ['GET', '/api/site/manage/testimonials', undefined],
      ['POST', '/api/site/manage/testimonials', { authorName: 'Evil', authorTitle: 'x', quote: 'Buy now' }],
      ['PUT', `/api/site/manage/testimonials/${crypto.randomUUID()}`, { authorName: 'Evil', authorTitle: 'x', quote: 'Buy now' }],
      ['DELETE', `/api/site/manage/testimonials/${crypto.randomUUID()}`, undefined],
    ];
    const call = (method: string, url: string, payload: object | undefined, cookie?: string) =>
      t.app.inject({ method: method as 'GET', url, payload, headers: { origin: TEST_ORIGIN, ...(cookie ? { cookie } : {}) } });
    for (const [method, url, payload] of [...blogCalls, ...siteCalls]) {
      expect((await call(method, url, payload)).statusCode, `${method} ${url} anonymous`).toBe(401);
      expect((await call(method, url, payload, franchisee.cookie)).statusCode, `${method} ${url} franchisee`).toBe(403);
      expect((await call(method, url, payload, plain.cookie)).statusCode, `${method} ${url} user`).toBe(403);
    }
    for (const [method, url, payload] of siteCalls) {
      expect((await call(method, url, payload, admin.cookie)).statusCode, `${method} ${url} admin`).toBe(403);
    }
    expect((await api(t, admin.cookie).get('/api/blog/manage/posts')).statusCode).toBe(200);
    expect((await api(t, admin.cookie).get(`/api/blog/manage/posts/${target.id}`)).statusCode).toBe(200);
    expect((await api(t, hq.cookie).get('/api/site/manage/brands')).statusCode).toBe(200);
    // Nothing the refused calls tried happened.
    const after = (await api(t, hq.cookie).get(`/api/blog/manage/posts/${target.id}`)).json() as BlogPostEditable;
    expect(after).toMatchObject({ status: 'draft', title: target.title });
    expect((await api(t, null).get(`/api/site/brands/${brand.slug}`)).json().heroTitle).not.toBe('Owned');
    const home = (await api(t, null).get('/api/site/home')).json() as { testimonials: { authorName: string }[] };
    expect(home.testimonials.map((x) => x.authorName)).not.toContain('Evil');
    expect(BLOG_CATEGORIES).toContain(after.category);
  });

  it('a cover image is public, so an SVG, a web page or a PDF renamed .png is refused by content', async () => {
    const target = await writePost();
    for (const [name, bytes] of [
      ['cover.png', SVG],
      ['cover.png', HTML],
      ['cover.jpg', PDF],
      ['cover.png', Buffer.concat([tinyPng().subarray(0, 8), HTML])],
    ] as const) {
      const body = multipart(name, bytes, 'image/png');
      const res = await t.app.inject({
        method: 'POST',
        url: `/api/blog/manage/posts/${target.id}/cover`,
        payload: body.payload,
        headers: { ...body.headers, cookie: hq.cookie, origin: TEST_ORIGIN },
      });
      expect(res.statusCode, name).toBe(422);
    }
    const ok = multipart('cover.svg', tinyPng(), 'image/svg+xml');
    const stored = await t.app.inject({
      method: 'POST',
      url: `/api/blog/manage/posts/${target.id}/cover`,
      payload: ok.payload,
      headers: { ...ok.headers, cookie: hq.cookie, origin: TEST_ORIGIN },
    });
    expect(stored.statusCode, stored.body).toBe(200);
    expect(stored.json().coverUrl).toMatch(/\.png$/);
  });

  it('a hidden testimonial and an inactive brand’s card stay off the home page and the microsites', async () => {
    const hidden = await api(t, hq.cookie).post('/api/site/manage/testimonials', {
      authorName: `Hidden ${Date.now()}`,
      authorTitle: 'Owner',
      quote: 'Not yet approved for the site.',
      brandId: brand.id,
      published: false,
    });
    expect(hidden.statusCode, hidden.body).toBe(201);
    const home = await api(t, null).get('/api/site/home');
    expect(home.body).not.toContain(hidden.json().authorName);
    expect(home.json().brands.map((b: { id: string }) => b.id)).not.toContain(closed.id);
    expect((await api(t, null).get(`/api/site/brands/${brand.slug}`)).body).not.toContain(hidden.json().authorName);
  });

  it('cross-site writes to the management endpoints are refused even with a head-office cookie', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/blog/manage/posts',
      payload: post(),
      headers: { origin: EVIL, cookie: hq.cookie },
    });
    expect(res.statusCode).toBe(403);
  });
});

// ------------------------------------------------------------------------------------------------ row-level security

describe('the database refuses what the routes never ask for (migration 0026)', () => {
  const attempt = (actor: Actor, statement: SQL) => attemptAs(t.db, actor, statement);

  it('franchisees and users see no application, document, event or contact message; nobody reads the token hash', async () => {
    const receipt = await submitApplication(t, brand.id);
    await sendContact(contact());
    const [unclaimed] = await visitor(t).requiredDocuments();
    for (const actor of [
      { userId: franchisee.userId, role: 'franchisee' },
      { userId: plain.userId, role: 'user' },
    ] as Actor[]) {
      for (const table of ['franchise_applications', 'application_documents', 'application_events', 'contact_messages']) {
        expect(await attempt(actor, sql.raw(`select id from ${table}`)), `${actor.role} ${table}`).toBe(0);
      }
      expect(await attempt(actor, sql`update franchise_applications set status = 'approved' where id = ${receipt.id} returning id`)).toBe(
        0,
      );
    }
    const hqActor: Actor = { userId: hq.userId, role: 'franchisor' };
    expect(await attempt(hqActor, sql`select claim_token_hash from application_documents`)).toBe('refused');
    expect(await attempt(hqActor, sql`select uploaded_ip from application_documents`)).toBe('refused');
    // Unclaimed uploads (drafts of strangers) are not head office's to read either.
    expect(await attempt(hqActor, sql`select id from application_documents where id = ${unclaimed.id}`)).toBe(0);
    // Head office moves applications only through the columns its routes change, and never rewrites the timeline.
    expect(await attempt(hqActor, sql`update franchise_applications set email = 'x@evil.example' where id = ${receipt.id}`)).toBe(
      'refused',
    );
    expect(await attempt(hqActor, sql`delete from application_events where application_id = ${receipt.id}`)).toBe('refused');
    expect(await attempt(hqActor, sql`update contact_messages set message = 'rewritten'`)).toBe('refused');
  });
});
