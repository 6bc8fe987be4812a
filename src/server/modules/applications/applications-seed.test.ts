import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, cookieFrom, signIn, type TestApp } from '../../test/harness';
import { api } from '../../test/ordering-fixture';
import { seedDemoNetworkOnce } from '../../db/seed/seed';
import { DEMO_PASSWORD } from '../../../shared/constants';
import type { ApplicationDetail, ApplicationList } from '../../../shared/applications.contracts';
import type { ContactMessageList } from '../../../shared/contact.contracts';

let t: TestApp;
let john: string;
beforeAll(async () => {
  t = await createTestApp();
  await seedDemoNetworkOnce({ db: t.db, storage: t.storage });
  john = cookieFrom(await signIn(t, 'franchisor@demo.com', DEMO_PASSWORD));
});
afterAll(async () => t?.close());

describe('applications demo data', () => {
  it('has an application in each status; each but the approved one (its opening is under way, issue 35) with two downloadable documents and a timeline', async () => {
    const list = (await api(t, john).get('/api/applications/review')).json() as ApplicationList;
    expect(list.counts).toMatchObject({ new: 1, under_review: 1, interview: 1, rejected: 1, withdrawn: 1, approved: 1 });
    // The approved one is seed-openings' applicant with her store in opening; seed.test.ts checks it.
    for (const row of list.items.filter((r) => r.status !== 'approved')) {
      const d = (await api(t, john).get(`/api/applications/review/${row.id}`)).json() as ApplicationDetail;
      expect(d.documents.map((x) => x.kind).sort()).toEqual(['government_id', 'proof_of_billing']);
      expect(d.events[0]).toMatchObject({ fromStatus: null, toStatus: 'new' });
      expect(d.events.at(-1)?.toStatus ?? d.status).toBeTruthy();
      const file = await api(t, john).get(`/api/applications/review/${row.id}/documents/${d.documents[0].id}`);
      expect(file.statusCode).toBe(200);
      expect(file.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    }
    const dash = (await api(t, john).get('/api/dashboards/franchisor')).json();
    expect(dash.applications).toEqual({ open: 3, new: 1 });
  });

  it('has contact messages, two new and one handled', async () => {
    const list = (await api(t, john).get('/api/contact/messages')).json() as ContactMessageList;
    expect(list.counts).toEqual({ new: 2, handled: 1 });
    expect(list.items.find((m) => m.status === 'handled')?.handledByName).toBeTruthy();
  });
});
