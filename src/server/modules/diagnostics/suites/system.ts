import type { SuiteDefinition } from '../suite-kit';
import { pass, fail, verdict } from '../suite-kit';

/** The public suite: nothing it shows is private (statuses and timings of the app, the API and the database). */
export const systemSuite: SuiteDefinition = [
  {
    name: 'The app is up',
    access: 'anyone',
    run: async () => pass(`The server process has been up for ${Math.round(process.uptime())} s.`),
  },
  {
    name: 'The API answers',
    access: 'anyone',
    run: async (p) => {
      const res = await p.call({ url: '/api/health', as: 'anonymous' });
      return verdict(res.status === 200, 'GET /api/health answered 200.', `GET /api/health answered ${res.status}.`, res.evidence);
    },
  },
  {
    name: 'The database answers',
    access: 'anyone',
    run: async (p) => {
      const started = performance.now();
      try {
        await p.ctx.database.ping();
      } catch {
        return fail(`The ${p.ctx.database.kind === 'postgres' ? 'PostgreSQL' : 'PGlite'} database did not answer.`);
      }
      const ms = Math.round(performance.now() - started);
      return pass(`The ${p.ctx.database.kind === 'postgres' ? 'PostgreSQL' : 'PGlite'} database answered in ${ms} ms.`, {
        request: 'select 1',
        response: `answered in ${ms} ms`,
      });
    },
  },
  {
    name: 'The database is migrated',
    access: 'anyone',
    run: async (p) => {
      const res = await p.call({ url: '/api/ready', as: 'anonymous' });
      return verdict(
        res.status === 200,
        'GET /api/ready: the database is reachable and every migration is applied.',
        `GET /api/ready answered ${res.status}: the database is unreachable or migrations are missing.`,
        res.evidence,
      );
    },
  },
];
