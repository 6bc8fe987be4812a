import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { manyRowXlsx } from '../../src/server/test/spreadsheet-fixture';
import { SPREADSHEET_MESSAGES } from '../../src/shared/spreadsheet.contracts';
import { request, scratchDatabase, signIn, startServer, type ScratchDatabase, type ServerProcess } from './fixture';

/**
 * Issue 32, point 1, on a real server process: four franchisees keep eight uploads of a 4.7 MB, 1,000,001-row XLSX
 * in flight at once against POST /api/sales/import/preview (a refused one, 429, tries again shortly after) while
 * /api/health is called back to back. Before the fix one such upload took 13.7 s to be refused, blocked health for
 * 12.6 s and eight of them froze the server for minutes; now each is refused at the row limit and health stays fast.
 * Prints the figures (refusal times, health p50/p99/max, the server's peak RSS) for the decision record.
 */
let database: ScratchDatabase;
let server: ServerProcess;
const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const FRANCHISEES = ['franchisee@demo.com', 'jose.santos@demo.com', 'ana.reyes@demo.com', 'carlo.garcia@demo.com'];

beforeAll(async () => {
  database = await scratchDatabase('fh_mp_import');
  server = await startServer({ databaseUrl: database.url }, 300_000); // migrates and seeds (slow on a busy machine)
}, 360_000);

afterAll(async () => {
  await server?.stop();
  await database?.drop();
});

/** The server's peak resident memory so far (VmHWM), in MB. */
function peakRssMb(pid: number): number {
  const kb = Number(/VmHWM:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0);
  return Math.round(kb / 1024);
}

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];

describe('eight million-row uploads at once', () => {
  it('are each refused at the row limit while /api/health keeps answering', async () => {
    const base = server.base;
    const file = manyRowXlsx();
    const people = await Promise.all(
      FRANCHISEES.map(async (email) => {
        const cookie = await signIn(base, email);
        const locations = await (await request(base, 'GET', '/api/sales/locations', { cookie })).json();
        return { cookie, locationId: locations.items[0].id as string };
      }),
    );
    const rssBefore = peakRssMb(server.child.pid!);

    const upload = async (who: { cookie: string; locationId: string }) => {
      const form = new FormData();
      form.append('file', new Blob([new Uint8Array(file)], { type: XLSX_TYPE }), 'rows.xlsx');
      const res = await fetch(`${base}/api/sales/import/preview?locationId=${who.locationId}`, {
        method: 'POST',
        headers: { cookie: who.cookie, origin: base },
        body: form,
        signal: AbortSignal.timeout(60_000),
      });
      return { status: res.status, retryAfter: res.headers.get('retry-after'), body: await res.json() };
    };

    let running = true;
    const health: number[] = [];
    const probe = (async () => {
      while (running) {
        const started = performance.now();
        const res = await fetch(`${base}/api/health`, { signal: AbortSignal.timeout(30_000) });
        await res.text();
        health.push(performance.now() - started);
        await new Promise((r) => setTimeout(r, 20));
      }
    })();

    const refusals: number[] = [];
    let busy = 0;
    const started = Date.now();
    // Two workers per franchisee: each keeps its upload in flight until it has been parsed and refused once.
    await Promise.all(
      people.flatMap((who) =>
        [0, 1].map(async () => {
          for (;;) {
            const t0 = Date.now();
            const res = await upload(who);
            if (res.status === 429) {
              busy++;
              expect(res.retryAfter).toBe('5');
              expect([SPREADSHEET_MESSAGES.userBusy, SPREADSHEET_MESSAGES.serverBusy]).toContain(res.body.error.message);
              await new Promise((r) => setTimeout(r, 250)); // sooner than Retry-After, to keep the pressure on
              continue;
            }
            expect(res.status).toBe(422);
            expect(res.body.error.message).toBe(SPREADSHEET_MESSAGES.tooManyRows(10_000));
            refusals.push(Date.now() - t0);
            return;
          }
        }),
      ),
    );
    const wall = Date.now() - started;
    running = false;
    await probe;

    const sorted = [...health].sort((a, b) => a - b);
    const figures = {
      uploads: refusals.length,
      busyAnswers: busy,
      wallMs: wall,
      refusalMs: { min: Math.min(...refusals), max: Math.max(...refusals) },
      health: {
        samples: sorted.length,
        p50: Math.round(percentile(sorted, 50)),
        p99: Math.round(percentile(sorted, 99)),
        max: Math.round(sorted.at(-1)!),
      },
      peakRssMb: { beforeUploads: rssBefore, after: peakRssMb(server.child.pid!) },
    };
    console.log(`import flood: ${JSON.stringify(figures)}`);
    expect(refusals).toHaveLength(8);
    expect(sorted.length).toBeGreaterThanOrEqual(20);
    // Tests assert no wall-clock targets (the p99 is printed above and measured in the bench): what is held here is that
    // health never stops answering, as it did for 12.6 s before (issue 32). A quiet machine gives p50 ~10 ms, max ~0.5 s.
    expect(figures.health.max).toBeLessThan(5_000);
    // Whole-workbook loading reached 1.9 GB for one upload and 3.1 GB for eight.
    expect(figures.peakRssMb.after).toBeLessThan(1_200);
  }, 240_000);
});
