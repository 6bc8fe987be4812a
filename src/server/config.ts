import { isIP } from 'node:net';
import { z } from 'zod';

const PROXY_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);
/** One TRUST_PROXY list entry: an address, a CIDR range, or one of proxy-addr's names. */
function isProxyEntry(entry: string): boolean {
  if (PROXY_NAMES.has(entry)) return true;
  const [address, prefix, extra] = entry.split('/');
  const family = isIP(address);
  if (!family || extra !== undefined) return false;
  if (prefix === undefined) return true;
  // A prefix length, or (IPv4 only) a dotted netmask as proxy-addr accepts.
  if (/^\d{1,3}$/.test(prefix)) return Number(prefix) <= (family === 4 ? 32 : 128);
  return family === 4 && isIP(prefix) === 4;
}

/**
 * Which proxies may set X-Forwarded-For (Fastify's trustProxy): nobody by default, `true` for every hop,
 * a hop count, or a comma-separated list of addresses/CIDR ranges. The client address it yields drives
 * the per-address sign-in limit and the address recorded on sessions and audit entries.
 */
const ZTrustProxy = z
  .string()
  .trim()
  .default('false')
  .transform((v, ctx): boolean | string[] | ((address: string, hop: number) => boolean) => {
    if (v === '' || v === 'false') return false;
    if (v === 'true') return true;
    if (/^\d+$/.test(v)) {
      // A hop count as Fastify applies it (its types take no number): the nearest n hops are trusted proxies.
      const hops = Number(v);
      return (_address: string, hop: number) => hop < hops;
    }
    const list = v
      .split(',')
      .map((e) => e.trim())
      .filter(Boolean);
    const bad = list.filter((e) => !isProxyEntry(e));
    if (bad.length) {
      ctx.addIssue({
        code: 'custom',
        message: `must be true, false, a hop count or a comma-separated list of addresses/CIDR ranges (not ${bad.join(', ')})`,
      });
      return z.NEVER;
    }
    return list;
  });

const flag = z
  .enum(['true', 'false'])
  .default('true')
  .transform((v) => v === 'true');

/** Environment, checked once at boot (Epic Stack style): a bad value stops start-up with a clear message. */
export const ZEnv = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('production'),
  PORT: z.coerce.number({ error: 'must be a whole number from 1 to 65535' }).int().min(1).max(65535).default(3000),
  HOST: z.string().min(1).default('0.0.0.0'),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must start with postgres:// or postgresql://')
    .optional(),
  PUBLIC_URL: z.string().url().optional(),
  BETTER_AUTH_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, 'must start with smtp:// or smtps://')
    .optional(),
  MAIL_FROM: z.string().min(3).default('FranchiseHub <no-reply@franchisehub.local>'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  SEED_DEMO: z
    .enum(['true', 'false'])
    .default('true')
    .transform((v) => v === 'true'),
  SIGNUP_ENABLED: z
    .enum(['true', 'false'])
    .default('true')
    .transform((v) => v === 'true'),
  SIGNIN_MAX_FAILURES_PER_EMAIL: z.coerce.number().int().min(1).default(10),
  SIGNIN_MAX_FAILURES_PER_IP: z.coerce.number().int().min(1).default(50),
  SIGNIN_WINDOW_SECONDS: z.coerce.number().int().min(1).default(900),
  /**
   * Public sign-ups (accounts created, or refused as already registered) per client address per window; past it, 429
   * TOO_MANY_REQUESTS. A handful an hour serves a shared office or household; a script making accounts meets it at once.
   */
  SIGNUP_MAX_PER_IP: z.coerce.number().int().min(1).default(5),
  SIGNUP_WINDOW_SECONDS: z.coerce.number().int().min(1).default(3600),
  /** Requests per minute one location API key may make to the POS feed (issue 36); past it, 429 with Retry-After. */
  POS_KEY_RATE_PER_MINUTE: z.coerce.number().int().min(1).default(600),
  TRUST_PROXY: ZTrustProxy,
  /** Orders above this total (pesos) need approvals by two different franchisor users. */
  TWO_APPROVER_THRESHOLD_PESOS: z.coerce.number().min(0).default(25_000),
  /** The built SPA the server serves (defaults to dist/web). */
  WEB_DIR: z.string().min(1).optional(),
  /** An external OpenID Connect provider: shown on the login page when issuer and client id are set. */
  OIDC_ISSUER: z.string().url().optional(),
  OIDC_CLIENT_ID: z.string().min(1).optional(),
  OIDC_CLIENT_SECRET: z.string().min(1).optional(),
  OIDC_DISPLAY_NAME: z.string().min(1).default('Single sign-on'),
  /** Where text messages go; unset means files under DATA_DIR/sms (the development transport). */
  SMS_WEBHOOK_URL: z.string().url().optional(),
  /** Lifetime of the access tokens other services verify against /api/auth/jwks. */
  JWT_TTL_SECONDS: z.coerce.number().int().min(60).max(86_400).default(900),
  /**
   * How long a process may reuse a signed-in caller it resolved (decision 014); changes reach every process at once
   * through the database, this only bounds an entry's life. 0 looks every request's caller up.
   */
  SESSION_CACHE_MS: z.coerce.number().int().min(0).max(60_000).default(10_000),
  /** How often the JWT signing key rotates; the previous key stays published until its tokens expire. */
  JWKS_ROTATION_DAYS: z.coerce.number().min(0.0001).default(30),
  /**
   * How long a scheduled job's claim holds without renewal (decision 006): the runner renews it while the run lasts,
   * so this is how soon another process takes over the job of a process that died mid-run.
   */
  JOBS_LEASE_MS: z.coerce.number().int().min(300).max(3_600_000).default(60_000),
  /** Test only: registers a heartbeat job running this often (ms), to prove a job runs once across processes. */
  JOBS_TEST_HEARTBEAT_MS: z.coerce.number().int().min(10).optional(),
  /** File storage (decision 007): an S3-compatible bucket when S3_BUCKET is set, otherwise DATA_DIR/uploads. */
  S3_BUCKET: z.string().trim().min(1).optional(),
  S3_REGION: z.string().trim().min(1).default('us-east-1'),
  /** Another S3-compatible service (R2, MinIO…); unset means AWS. */
  S3_ENDPOINT: z.string().url().optional(),
  S3_ACCESS_KEY_ID: z.string().min(1).optional(),
  S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  S3_FORCE_PATH_STYLE: z
    .enum(['true', 'false'])
    .default('false')
    .transform((v) => v === 'true'),
  /** Where the bucket's public/ folder is readable by browsers (CDN); unset means the API streams public images. */
  S3_PUBLIC_URL: z.string().url().optional(),
  /** Feature flags (spec: all on). Shown on /test; the browser reads them from /api/diagnostics/flags. */
  FEATURE_CHAT_SUPPORT: flag,
  FEATURE_ANALYTICS: flag,
  FEATURE_ERROR_REPORTING: flag,
  /** API requests slower than this (ms) are logged as slow and counted on /test (spec: 1500). */
  SLOW_REQUEST_MS: z.coerce.number().int().min(0).default(1500),
  /** The commit (or build id) the server was built from, shown beside the package version in /api/diagnostics/flags. */
  BUILD_COMMIT: z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9._-]{1,40}$/, 'must be 1 to 40 letters, digits, dots, dashes or underscores')
    .optional(),
  /** A bearer token that may read /api/metrics (scrapers); head office sessions may read it too. */
  METRICS_TOKEN: z.string().min(16, 'must be at least 16 characters').optional(),
});

/** S3_* settings that only make sense together: a bucket for any of them, and both keys or neither. */
function checkStorage(env: z.infer<typeof ZEnv>, ctx: z.RefinementCtx): void {
  const others = (['S3_ENDPOINT', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY', 'S3_PUBLIC_URL'] as const).filter((k) => env[k]);
  if (!env.S3_BUCKET && others.length) {
    ctx.addIssue({ code: 'custom', path: ['S3_BUCKET'], message: `is required when ${others.join(', ')} is set` });
  }
  if (Boolean(env.S3_ACCESS_KEY_ID) !== Boolean(env.S3_SECRET_ACCESS_KEY)) {
    ctx.addIssue({
      code: 'custom',
      path: [env.S3_ACCESS_KEY_ID ? 'S3_SECRET_ACCESS_KEY' : 'S3_ACCESS_KEY_ID'],
      message: 'set both S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY, or neither',
    });
  }
}

export type Config = z.infer<typeof ZEnv>;

export class ConfigError extends Error {}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = ZEnv.superRefine(checkStorage).safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new ConfigError(`Invalid environment configuration:\n${lines.join('\n')}\nSee docs/operations.md, "Environment reference".`);
  }
  return parsed.data;
}

export function publicUrl(config: Config): string {
  return config.PUBLIC_URL ?? `http://localhost:${config.PORT}`;
}
