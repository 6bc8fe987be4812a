import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, like } from 'drizzle-orm';
import { createAppWithHeadOffice, notificationsTo, type SignedUp, type TestApp } from '../../test/harness';
import { api, makeBrand, makeFranchisee, type Franchisee } from '../../test/ordering-fixture';
import { tinyPng } from '../../test/image-fixture';
import { agreementInput, makeDocument, saveAgreement, TINY_PDF, uploadDocument } from '../../test/contract-package-fixture';
import { brandPackages, franchiseAgreementHistory, locationDocuments, locations, notifications, royaltyStatements } from '../../db/schema';
import { withRls } from '../../lib/rls';
import { UPLOADS } from '../../../shared/constants';
import {
  CONTRACT_MESSAGES,
  type AgreementSummary,
  type ContractPackage,
  type UpgradeRequest,
} from '../../../shared/contract-package.contracts';
import { addCalendarDays, manilaAt, manilaMonth, manilaToday } from '../../../shared/time';
import { documentExpiryJob } from './document-expiry.job';

let t: TestApp;
let hq: SignedUp;
let admin: SignedUp;
let plainUser: SignedUp;
let owner: Franchisee;
let other: Franchisee;
const today = manilaToday();
const day = (n: number) => addCalendarDays(today, n);

beforeAll(async () => {
  ({ t, hq, admin, plainUser } = await createAppWithHeadOffice());
  const brand = await makeBrand(t);
  owner = await makeFranchisee(t, brand.id);
  other = await makeFranchisee(t, brand.id);
  await saveAgreement(t, hq.cookie, owner.location.id, { packageCode: 'A' });
  await saveAgreement(t, hq.cookie, other.location.id, { packageCode: 'B' });
});
afterAll(async () => t?.close());

const errorOf = (res: { json: () => unknown }) =>
  (res.json() as { error: { code: string; message: string; details?: { fieldErrors?: Record<string, string[]> } } }).error;
const pkgOf = async (cookie: string, locationId: string) => {
  const res = await api(t, cookie).get(`/api/contract-package/locations/${locationId}`);
  expect(res.statusCode).toBe(200);
  return res.json() as ContractPackage;
};
const notesOf = (userId: string, title: string) => notificationsTo(t, userId, eq(notifications.title, title));

describe('contract package: reading', () => {
  it('shows a franchisee their own agreement, inclusions, effective rates and the five milestones in order', async () => {
    const p = await pkgOf(owner.cookie, owner.location.id);
    expect(p.location.id).toBe(owner.location.id);
    expect(p.agreement).toMatchObject({
      agreementNumber: `FA-${owner.location.code}`,
      package: { code: 'A', name: 'Entry', priceCentavos: 5_000_000 },
      territory: 'Barangay Poblacion, Makati City',
      daysRemaining: 5 * 365,
      renewalStatus: 'not_due',
    });
    expect(p.agreement!.package.inclusions).toContain('Food cart or kiosk set-up');
    expect(p.rates).toEqual({ royaltyPercent: 6, royaltySource: 'network', marketingFeePercent: 2, marketingFeeSource: 'network' });
    expect(p.milestones.map((m) => m.label)).toEqual([
      'Contract Signed',
      'Initial Payment',
      'Location Setup',
      'Staff Training',
      'Grand Opening',
    ]);
    expect(p.history).toHaveLength(1);
    expect(p.history[0].changedBy?.name).toBe('Hector Office');
    const mine = (await api(t, owner.cookie).get('/api/contract-package/my-locations')).json() as { items: { id: string }[] };
    expect(mine.items.map((l) => l.id)).toEqual([owner.location.id]);
  });

  it('gives a franchisee 404 for another location, its documents and its requests', async () => {
    const doc = await makeDocument(t, other.cookie, other.location.id);
    const up = await api(t, other.cookie).post(`/api/contract-package/locations/${other.location.id}/upgrade-requests`, {
      toPackage: 'C',
      reason: 'Growing',
    });
    expect(up.statusCode).toBe(201);
    const reqId = (up.json() as UpgradeRequest).id;
    const me = api(t, owner.cookie);
    expect((await me.get(`/api/contract-package/locations/${other.location.id}`)).statusCode).toBe(404);
    expect((await me.get(`/api/contract-package/documents/${doc.id}/file`)).statusCode).toBe(404);
    expect((await me.del(`/api/contract-package/documents/${doc.id}`)).statusCode).toBe(404);
    expect((await me.post(`/api/contract-package/upgrade-requests/${reqId}/withdraw`)).statusCode).toBe(404);
    expect((await uploadDocument(t, owner.cookie, other.location.id)).statusCode).toBe(404);
    expect(
      (await me.post(`/api/contract-package/locations/${other.location.id}/upgrade-requests`, { toPackage: 'D', reason: 'x' })).statusCode,
    ).toBe(404);
    // …and the other franchisee's package lists nothing of mine.
    const theirs = await pkgOf(other.cookie, other.location.id);
    expect(theirs.documents.map((d) => d.id)).toEqual([doc.id]);
    // Clean-up for later tests.
    expect((await api(t, other.cookie).post(`/api/contract-package/upgrade-requests/${reqId}/withdraw`)).statusCode).toBe(200);
  });

  it('lists agreements for head office with filters, and refuses the list to a franchisee', async () => {
    const res = await api(t, admin.cookie).get(`/api/contract-package/agreements?search=${encodeURIComponent(owner.location.code)}`);
    expect(res.statusCode).toBe(200);
    const list = res.json() as { items: AgreementSummary[]; total: number };
    expect(list.total).toBe(1);
    expect(list.items[0]).toMatchObject({ packageCode: 'A', agreementNumber: `FA-${owner.location.code}` });
    const awaiting = (await api(t, hq.cookie).get('/api/contract-package/agreements?awaitingReview=true')).json() as {
      items: AgreementSummary[];
    };
    expect(awaiting.items.every((i) => i.documentsAwaitingReview > 0)).toBe(true);
    expect(awaiting.items.map((i) => i.location.id)).toContain(other.location.id);
    expect((await api(t, owner.cookie).get('/api/contract-package/agreements')).statusCode).toBe(403);
    expect((await api(t, plainUser.cookie).get('/api/contract-package/agreements')).statusCode).toBe(403);
    expect((await api(t, null).get('/api/contract-package/agreements')).statusCode).toBe(401);
  });
});

describe('agreement editing', () => {
  it('writes the rates to the location in the same change, and the royalty computation charges them', async () => {
    const before = (await t.db.select().from(franchiseAgreementHistory).where(eq(franchiseAgreementHistory.locationId, owner.location.id)))
      .length;
    const p = await saveAgreement(t, hq.cookie, owner.location.id, {
      packageCode: 'A',
      royaltyPercent: 5.5,
      marketingFeePercent: 1.25,
      renewalStatus: 'due',
      note: 'Negotiated rate',
    });
    expect(p.rates).toEqual({ royaltyPercent: 5.5, royaltySource: 'location', marketingFeePercent: 1.25, marketingFeeSource: 'location' });
    const [loc] = await t.db.select().from(locations).where(eq(locations.id, owner.location.id));
    expect([loc.royaltyRateBps, loc.marketingFeeRateBps]).toEqual([550, 125]);

    // The royalty computation of finance uses the new rates.
    const month = manilaMonth(new Date()).month;
    await t.ctx.royalties.calculate({ userId: hq.userId, role: 'franchisor' }, { month, locationIds: [owner.location.id] });
    const [st] = await t.db.select().from(royaltyStatements).where(eq(royaltyStatements.locationId, owner.location.id));
    expect([st.royaltyRateBps, st.marketingFeeRateBps]).toEqual([550, 125]);

    // History: one more row, with before and after of what changed.
    const rows = await t.db.select().from(franchiseAgreementHistory).where(eq(franchiseAgreementHistory.locationId, owner.location.id));
    expect(rows).toHaveLength(before + 1);
    const latest = p.history[0];
    expect(latest.note).toBe('Negotiated rate');
    expect(latest.changes).toEqual(
      expect.arrayContaining([
        { field: 'royaltyPercent', before: null, after: 5.5 },
        { field: 'marketingFeePercent', before: null, after: 1.25 },
        { field: 'renewalStatus', before: 'not_due', after: 'due' },
      ]),
    );

    // Back to the network default.
    const reset = await saveAgreement(t, hq.cookie, owner.location.id, { packageCode: 'A', renewalStatus: 'due' });
    expect(reset.rates.royaltySource).toBe('network');
    await t.ctx.royalties.calculate({ userId: hq.userId, role: 'franchisor' }, { month, locationIds: [owner.location.id] });
    const [st2] = await t.db.select().from(royaltyStatements).where(eq(royaltyStatements.locationId, owner.location.id));
    expect([st2.royaltyRateBps, st2.marketingFeeRateBps]).toEqual([600, 200]);
  });

  it('refuses a term that ends before it starts and a rate above 50%', async () => {
    const bad = await api(t, hq.cookie).put(
      `/api/contract-package/locations/${owner.location.id}/agreement`,
      agreementInput({ termStart: day(10), termEnd: day(5) }),
    );
    expect(bad.statusCode).toBe(422);
    expect(errorOf(bad).details?.fieldErrors?.termEnd).toEqual([CONTRACT_MESSAGES.termEndAfterStart]);
    const rate = await api(t, hq.cookie).put(
      `/api/contract-package/locations/${owner.location.id}/agreement`,
      agreementInput({ royaltyPercent: 60 }),
    );
    expect(rate.statusCode).toBe(422);
  });

  it('refuses agreement and milestone edits to every role but the franchisor', async () => {
    for (const u of [admin, owner, plainUser]) {
      expect(
        (await api(t, u.cookie).put(`/api/contract-package/locations/${owner.location.id}/agreement`, agreementInput())).statusCode,
      ).toBe(403);
      expect(
        (
          await api(t, u.cookie).put(`/api/contract-package/locations/${owner.location.id}/milestones/grand_opening`, {
            state: 'in_progress',
          })
        ).statusCode,
      ).toBe(403);
    }
    expect((await api(t, null).put(`/api/contract-package/locations/${owner.location.id}/agreement`, agreementInput())).statusCode).toBe(
      401,
    );
    expect((await api(t, plainUser.cookie).get(`/api/contract-package/locations/${owner.location.id}`)).statusCode).toBe(403);
  });

  it('updates milestones (completed needs a date)', async () => {
    const url = `/api/contract-package/locations/${owner.location.id}/milestones/contract_signed`;
    const missing = await api(t, hq.cookie).put(url, { state: 'completed' });
    expect(missing.statusCode).toBe(422);
    const ok = await api(t, hq.cookie).put(url, { state: 'completed', completedOn: day(-300), dueOn: day(-301) });
    expect(ok.statusCode).toBe(200);
    expect((ok.json() as ContractPackage).milestones[0]).toMatchObject({ state: 'completed', completedOn: day(-300), dueOn: day(-301) });
    const mine = await pkgOf(owner.cookie, owner.location.id);
    expect(mine.milestones[0].state).toBe('completed');
  });
});

describe('documents', () => {
  it('lets the franchisee upload a pending document and download it; head office reviews it and the owner is told', async () => {
    const doc = await makeDocument(t, owner.cookie, owner.location.id, { kind: 'permit', title: 'Mayor’s permit', expiresOn: day(200) });
    expect(doc).toMatchObject({
      kind: 'permit',
      reviewStatus: 'pending',
      fileType: 'application/pdf',
      fileName: 'permit.pdf',
      canDelete: true,
    });
    expect(doc.uploadedBy?.id).toBe(owner.userId);
    const file = await api(t, owner.cookie).get(`/api/contract-package/documents/${doc.id}/file`);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-disposition']).toContain('attachment');
    expect(file.rawPayload.equals(TINY_PDF)).toBe(true);
    expect((await api(t, admin.cookie).get(`/api/contract-package/documents/${doc.id}/file`)).statusCode).toBe(200);

    // Review: only the franchisor; a rejection needs a note.
    const url = `/api/contract-package/documents/${doc.id}/review`;
    for (const u of [owner, admin]) expect((await api(t, u.cookie).post(url, { decision: 'approved' })).statusCode).toBe(403);
    const noNote = await api(t, hq.cookie).post(url, { decision: 'rejected' });
    expect(noNote.statusCode).toBe(422);
    expect(errorOf(noNote).details?.fieldErrors?.note).toEqual([CONTRACT_MESSAGES.noteRequired]);
    const rejected = await api(t, hq.cookie).post(url, { decision: 'rejected', note: 'The scan is unreadable.' });
    expect(rejected.statusCode).toBe(200);
    expect(rejected.json()).toMatchObject({ reviewStatus: 'rejected', reviewNote: 'The scan is unreadable.' });
    expect(await notesOf(owner.userId, 'Document rejected')).toHaveLength(1);
    expect((await api(t, hq.cookie).post(url, { decision: 'approved' })).statusCode).toBe(409);
    // Reviewed: no longer the franchisee's to delete.
    expect((await api(t, owner.cookie).del(`/api/contract-package/documents/${doc.id}`)).statusCode).toBe(409);

    const second = await makeDocument(t, owner.cookie, owner.location.id, { kind: 'certificate', title: 'Sanitary permit' });
    const approved = await api(t, hq.cookie).post(`/api/contract-package/documents/${second.id}/review`, { decision: 'approved' });
    expect(approved.json()).toMatchObject({ reviewStatus: 'approved' });
    const [n] = await notesOf(owner.userId, 'Document approved');
    expect(n.actionUrl).toBe('/franchisee/contract-package');
  });

  it('lets the franchisee delete their own pending upload, and the franchisor upload for a location', async () => {
    const doc = await makeDocument(t, owner.cookie, owner.location.id, { kind: 'other', title: 'Floor plan' });
    expect((await api(t, admin.cookie).del(`/api/contract-package/documents/${doc.id}`)).statusCode).toBe(403);
    expect((await api(t, owner.cookie).del(`/api/contract-package/documents/${doc.id}`)).statusCode).toBe(200);
    expect(await t.db.select().from(locationDocuments).where(eq(locationDocuments.id, doc.id))).toHaveLength(0);
    const byHq = await uploadDocument(t, hq.cookie, owner.location.id, { kind: 'agreement', title: 'Signed agreement' });
    expect(byHq.statusCode).toBe(201);
    expect((await uploadDocument(t, admin.cookie, owner.location.id)).statusCode).toBe(403);
    expect((await uploadDocument(t, plainUser.cookie, owner.location.id)).statusCode).toBe(403);
    // The franchisor's upload is not the franchisee's to delete.
    expect((await api(t, owner.cookie).del(`/api/contract-package/documents/${(byHq.json() as { id: string }).id}`)).statusCode).toBe(409);
  });

  it('applies the upload rules: content type by bytes, at most 5 MB, a title', async () => {
    const fake = await uploadDocument(t, owner.cookie, owner.location.id, undefined, {
      name: 'permit.pdf',
      bytes: Buffer.from('not really a pdf'),
      type: 'application/pdf',
    });
    expect(fake.statusCode).toBe(422);
    expect(errorOf(fake).details?.fieldErrors?.file).toEqual([CONTRACT_MESSAGES.documentWrongType]);
    const big = Buffer.concat([TINY_PDF, Buffer.alloc(UPLOADS.maxBytes)]);
    const tooBig = await uploadDocument(t, owner.cookie, owner.location.id, undefined, {
      name: 'big.pdf',
      bytes: big,
      type: 'application/pdf',
    });
    expect(tooBig.statusCode).toBe(413);
    const png = await uploadDocument(
      t,
      owner.cookie,
      owner.location.id,
      { kind: 'certificate', title: 'Photo' },
      {
        name: 'scan.pdf',
        bytes: tinyPng(),
        type: 'application/pdf',
      },
    );
    expect(png.statusCode).toBe(201);
    expect(png.json()).toMatchObject({ fileName: 'scan.png', fileType: 'image/png' });
    const noTitle = await uploadDocument(t, owner.cookie, owner.location.id, { kind: 'permit', title: '' });
    expect(noTitle.statusCode).toBe(422);
    const badKind = await uploadDocument(t, owner.cookie, owner.location.id, { kind: 'y' as 'permit', title: 'Permit' });
    expect(badKind.statusCode).toBe(422);
    expect(errorOf(badKind).message).toBe('Invalid kind. Please check your input.');
    expect(errorOf(badKind).details?.fieldErrors).toEqual({ kind: ['Invalid kind. Please check your input.'] });
    const rows = await t.db.select().from(locationDocuments).where(like(locationDocuments.fileName, 'big%'));
    expect(rows).toHaveLength(0);
  });

  it('flags documents within 30 days of expiry (and expired ones) and notifies the owner and head office once', async () => {
    const brand = await makeBrand(t);
    const f = await makeFranchisee(t, brand.id);
    const soon = await makeDocument(t, f.cookie, f.location.id, { kind: 'permit', title: 'Fire safety permit', expiresOn: day(10) });
    const gone = await makeDocument(t, f.cookie, f.location.id, { kind: 'permit', title: 'Barangay clearance', expiresOn: day(-3) });
    const later = await makeDocument(t, f.cookie, f.location.id, { kind: 'certificate', title: 'BIR certificate', expiresOn: day(90) });
    const refused = await makeDocument(t, f.cookie, f.location.id, { kind: 'permit', title: 'Blurred permit', expiresOn: day(5) });
    const review = await api(t, hq.cookie).post(`/api/contract-package/documents/${refused.id}/review`, {
      decision: 'rejected',
      note: 'Unreadable.',
    });
    expect(review.statusCode).toBe(200);
    const p = await pkgOf(f.cookie, f.location.id);
    const flags = Object.fromEntries(p.documents.map((d) => [d.id, [d.expiringSoon, d.expired]]));
    expect(flags).toMatchObject({ [soon.id]: [true, false], [gone.id]: [false, true], [later.id]: [false, false] });

    const job = documentExpiryJob({ db: t.db, notifier: t.ctx.notifier });
    const now = manilaAt(today, 6, 0);
    const runs = (await Promise.all([job.handler({ now, dueAt: now }), job.handler({ now, dueAt: now })])) as { notified: number }[];
    await job.handler({ now: new Date(now.getTime() + 60_000), dueAt: now });
    const mine = (await t.db.select().from(notifications).where(eq(notifications.recipientId, f.userId))).filter((n) =>
      ['Document expiring soon', 'Document expired'].includes(n.title),
    );
    expect(mine.map((n) => n.title).sort()).toEqual(['Document expired', 'Document expiring soon']);
    expect(mine.every((n) => n.actionUrl === '/franchisee/contract-package' && n.type === 'system_announcement')).toBe(true);
    expect(mine.find((n) => n.title === 'Document expiring soon')!.message).toContain('Fire safety permit');
    const hqNotes = (await notesOf(hq.userId, 'Document expiring soon')).filter((n) => n.message.includes('Fire safety permit'));
    expect(hqNotes).toHaveLength(1);
    expect(Math.min(...runs.map((r) => r.notified))).toBe(0);
    const [laterRow] = await t.db.select().from(locationDocuments).where(eq(locationDocuments.id, later.id));
    expect(laterRow.expiryNotifiedAt).toBeNull();
    // A rejected document is being replaced: its expiry is not announced.
    const [refusedRow] = await t.db.select().from(locationDocuments).where(eq(locationDocuments.id, refused.id));
    expect(refusedRow.expiryNotifiedAt).toBeNull();
    expect(mine.some((n) => n.message.includes('Blurred permit'))).toBe(false);
  });
});

describe('upgrade requests', () => {
  const reqUrl = () => `/api/contract-package/locations/${owner.location.id}/upgrade-requests`;

  it('accepts only a higher package, one pending at a time, and lets the requester withdraw', async () => {
    const same = await api(t, owner.cookie).post(reqUrl(), { toPackage: 'A', reason: 'Same' });
    expect(same.statusCode).toBe(422);
    expect(errorOf(same).message).toBe(CONTRACT_MESSAGES.notHigher);
    const first = await api(t, owner.cookie).post(reqUrl(), { toPackage: 'C', reason: 'We are opening a second counter.' });
    expect(first.statusCode).toBe(201);
    expect(first.json()).toMatchObject({ fromPackage: 'A', toPackage: 'C', status: 'pending' });
    const dup = await api(t, owner.cookie).post(reqUrl(), { toPackage: 'D', reason: 'Even bigger' });
    expect(dup.statusCode).toBe(409);
    expect(errorOf(dup).message).toBe(CONTRACT_MESSAGES.onePending);
    const withdrawn = await api(t, owner.cookie).post(
      `/api/contract-package/upgrade-requests/${(first.json() as UpgradeRequest).id}/withdraw`,
    );
    expect(withdrawn.json()).toMatchObject({ status: 'withdrawn' });
    for (const u of [hq, admin, plainUser])
      expect((await api(t, u.cookie).post(reqUrl(), { toPackage: 'C', reason: 'x' })).statusCode).toBe(403);
  });

  it('declines with a note, and approves by changing the agreement with history; the owner is told each time', async () => {
    const a = (await api(t, owner.cookie).post(reqUrl(), { toPackage: 'B', reason: 'More space' })).json() as UpgradeRequest;
    const decide = (id: string, body: object, cookie = hq.cookie) =>
      api(t, cookie).post(`/api/contract-package/upgrade-requests/${id}/decision`, body);
    expect((await decide(a.id, { decision: 'approved' }, admin.cookie)).statusCode).toBe(403);
    expect((await decide(a.id, { decision: 'approved' }, owner.cookie)).statusCode).toBe(403);
    expect((await decide(a.id, { decision: 'declined' })).statusCode).toBe(422);
    const declined = await decide(a.id, { decision: 'declined', note: 'Sales must grow first.' });
    expect(declined.json()).toMatchObject({ status: 'declined', decisionNote: 'Sales must grow first.' });
    expect(await notesOf(owner.userId, 'Package upgrade declined')).toHaveLength(1);
    expect((await decide(a.id, { decision: 'approved' })).statusCode).toBe(409);

    const b = (await api(t, owner.cookie).post(reqUrl(), { toPackage: 'C', reason: 'Now we are ready' })).json() as UpgradeRequest;
    const historyBefore = (await pkgOf(owner.cookie, owner.location.id)).history.length;
    const approved = await decide(b.id, { decision: 'approved' });
    expect(approved.json()).toMatchObject({ status: 'approved', decidedBy: { id: hq.userId, name: 'Hector Office' } });
    const p = await pkgOf(owner.cookie, owner.location.id);
    expect(p.agreement?.package.code).toBe('C');
    expect(p.history).toHaveLength(historyBefore + 1);
    expect(p.history[0].changes).toEqual([{ field: 'packageCode', before: 'A', after: 'C' }]);
    expect(p.history[0].note).toContain('Package upgrade approved');
    expect(await notesOf(owner.userId, 'Package upgrade approved')).toHaveLength(1);
    expect((await decide('00000000-0000-4000-8000-000000000000', { decision: 'approved' })).statusCode).toBe(404);
  });
});

describe("a brand's own packages and prices", () => {
  // A juice-stand brand sells A and B only, at its own prices; the coffee brand sells B to D.
  let juice: Franchisee;
  let coffee: Franchisee;
  beforeAll(async () => {
    const juiceBrand = await makeBrand(t, 'Juice');
    const coffeeBrand = await makeBrand(t, 'Coffee');
    await t.db.insert(brandPackages).values([
      { brandId: juiceBrand.id, packageCode: 'A', priceCentavos: 4_500_000 },
      { brandId: juiceBrand.id, packageCode: 'B', priceCentavos: 9_500_000 },
      { brandId: coffeeBrand.id, packageCode: 'B', priceCentavos: 18_000_000 },
      { brandId: coffeeBrand.id, packageCode: 'C', priceCentavos: 35_000_000 },
      { brandId: coffeeBrand.id, packageCode: 'D', priceCentavos: 75_000_000 },
    ]);
    juice = await makeFranchisee(t, juiceBrand.id);
    coffee = await makeFranchisee(t, coffeeBrand.id);
    await saveAgreement(t, hq.cookie, juice.location.id, { packageCode: 'A' });
    await saveAgreement(t, hq.cookie, coffee.location.id, { packageCode: 'D' });
  });

  it('prices the agreement at the brand’s price and offers the franchisee only what their own brand sells', async () => {
    const p = await pkgOf(juice.cookie, juice.location.id);
    expect(p.agreement?.package).toMatchObject({ code: 'A', priceCentavos: 4_500_000, priceFrom: false });
    expect(p.packages.map((x) => [x.code, x.priceCentavos])).toEqual([
      ['A', 4_500_000],
      ['B', 9_500_000],
    ]);
    // The Investor package is "from" at the network's list price; a brand's own price for it is a price.
    const c = await pkgOf(coffee.cookie, coffee.location.id);
    expect(c.agreement?.package).toMatchObject({ code: 'D', priceCentavos: 75_000_000, priceFrom: false });
    expect(c.packages.map((x) => x.code)).toEqual(['B', 'C', 'D']);
    // A brand that lists no packages offers the network's four at list price.
    expect((await pkgOf(owner.cookie, owner.location.id)).packages.map((x) => [x.code, x.priceCentavos, x.priceFrom])).toEqual([
      ['A', 5_000_000, false],
      ['B', 12_000_000, false],
      ['C', 25_000_000, false],
      ['D', 50_000_000, true],
    ]);
  });

  it('refuses an upgrade to a package the brand does not sell, and approves one it does at the brand’s price', async () => {
    const url = `/api/contract-package/locations/${juice.location.id}/upgrade-requests`;
    const refused = await api(t, juice.cookie).post(url, { toPackage: 'C', reason: 'A full store' });
    expect(refused.statusCode).toBe(422);
    expect(errorOf(refused)).toMatchObject({
      message: CONTRACT_MESSAGES.notOffered,
      details: { fieldErrors: { toPackage: [CONTRACT_MESSAGES.notOffered] } },
    });
    const asked = (await api(t, juice.cookie).post(url, { toPackage: 'B', reason: 'A kiosk' })).json() as UpgradeRequest;
    expect(
      (await api(t, hq.cookie).post(`/api/contract-package/upgrade-requests/${asked.id}/decision`, { decision: 'approved' })).statusCode,
    ).toBe(200);
    const [note] = await notesOf(juice.userId, 'Package upgrade approved');
    expect(note.message).toContain('B Mid (₱95,000.00)');
  });

  it('lets head office keep a package the brand stopped selling, but not move an agreement to one it does not sell', async () => {
    const moved = await api(t, hq.cookie).put(
      `/api/contract-package/locations/${coffee.location.id}/agreement`,
      agreementInput({ packageCode: 'A' }),
    );
    expect(moved.statusCode).toBe(422);
    expect(errorOf(moved).details?.fieldErrors?.packageCode).toEqual([CONTRACT_MESSAGES.notOffered]);
    expect((await pkgOf(hq.cookie, coffee.location.id)).agreement?.package.code).toBe('D');
    await t.db.delete(brandPackages).where(and(eq(brandPackages.brandId, coffee.location.brandId), eq(brandPackages.packageCode, 'D')));
    const kept = await api(t, hq.cookie).put(
      `/api/contract-package/locations/${coffee.location.id}/agreement`,
      agreementInput({ packageCode: 'D', territory: 'Barangay Kapitolyo, Pasig City' }),
    );
    expect(kept.statusCode).toBe(200);
    expect((kept.json() as ContractPackage).agreement?.package).toMatchObject({ code: 'D', priceCentavos: 50_000_000, priceFrom: true });
  });

  it("lets a franchisee read their own brand's packages and no other brand's (row-level security)", async () => {
    const seen = await withRls(t.db, { userId: juice.userId, role: 'franchisee' }, (tx) =>
      tx.select({ brandId: brandPackages.brandId }).from(brandPackages),
    );
    expect(new Set(seen.map((r) => r.brandId))).toEqual(new Set([juice.location.brandId]));
  });
});
