import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openEventStream } from '../../src/server/test/sse';
import { announce, request, scratchDatabase, signIn, startServer, type ScratchDatabase, type ServerProcess } from './fixture';

/**
 * Two real server processes on one PostgreSQL: a notification created through process A reaches a
 * stream opened on process B (LISTEN/NOTIFY fan-out). Runs only with TEST_DATABASE_URL (scripts/test.sh).
 */
let database: ScratchDatabase;
const servers: ServerProcess[] = [];
let a: string;
let b: string;

beforeAll(async () => {
  database = await scratchDatabase('fh_mp');
  servers.push(await startServer({ databaseUrl: database.url })); // migrates and seeds
  servers.push(await startServer({ databaseUrl: database.url }));
  [a, b] = servers.map((s) => s.base);
}, 180_000);

afterAll(async () => {
  await Promise.all(servers.map((s) => s.stop()));
  await database?.drop();
});

describe('notification fan-out across processes', () => {
  it('an announcement sent through process A reaches the stream held by process B', async () => {
    const franchisor = await signIn(a, 'franchisor@demo.com');
    const franchisee = await signIn(a, 'franchisee@demo.com');
    // Sessions live in the database: the cookie from A works on B.
    const stream = await openEventStream(`${b}/api/notifications/stream`, franchisee);
    try {
      await stream.waitFor((e) => e.event === 'ready');
      const audience = await (await request(a, 'GET', '/api/announcements/audience', { cookie: franchisor })).json();
      const makati = audience.locations.find((l: { name: string }) => l.name === 'Siomai Express – Makati');
      const started = Date.now();
      const res = await announce(a, franchisor, makati.id, { title: 'Cross-process hello', message: 'Sent on A' });
      expect(res.status).toBe(200);
      const pushed = await stream.waitFor(
        (e) => e.event === 'notification' && (e.data as { title: string }).title === 'Cross-process hello',
        3_000,
      );
      expect(Date.now() - started).toBeLessThan(3_000);
      expect(pushed.data).toMatchObject({ actionUrl: '/orders', type: 'system_announcement' });
    } finally {
      await stream.close();
    }
  });
});
