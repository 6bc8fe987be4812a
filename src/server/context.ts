import path from 'node:path';
import type { Config } from './config';
import { publicUrl } from './config';
import type { Database } from './db/client';
import type { OidcConfig } from './auth/auth';
import { createMailer, type Mailer } from './lib/mailer';
import { createRateLimiter } from './lib/rate-limit';
import { createNotificationBus } from './lib/notification-bus';
import { createSmsTransport } from './lib/sms';
import { createStorage } from './lib/storage';
import { createScheduler, type Scheduler } from './lib/jobs';
import { heartbeatJob } from './lib/jobs-heartbeat';
import { serverModules, type ModuleServices } from './modules';

/**
 * The infrastructure every module may use, created before any module: configuration, database, mail, SMS,
 * rate limits, the live-event bus. Domain services belong to modules (src/server/modules/<name>/index.ts).
 */
function createKernel(config: Config, database: Database, opts: { mailer?: Mailer }) {
  const db = database.db;
  // The one OIDC provider, when issuer and client id are both set; everything else reads this.
  const oidc: OidcConfig | undefined =
    config.OIDC_ISSUER && config.OIDC_CLIENT_ID
      ? {
          issuer: config.OIDC_ISSUER,
          clientId: config.OIDC_CLIENT_ID,
          clientSecret: config.OIDC_CLIENT_SECRET,
          label: config.OIDC_DISPLAY_NAME,
        }
      : undefined;
  return {
    config,
    database,
    db,
    baseUrl: publicUrl(config),
    webDir: path.resolve(config.WEB_DIR ?? 'dist/web'),
    oidc,
    mailer: opts.mailer ?? createMailer({ smtpUrl: config.SMTP_URL, from: config.MAIL_FROM, dataDir: config.DATA_DIR }),
    sms: createSmsTransport({ webhookUrl: config.SMS_WEBHOOK_URL, dataDir: config.DATA_DIR }),
    // Uploaded images and generated documents (decision 007): DATA_DIR/uploads, or a bucket when S3_BUCKET is set.
    storage: createStorage(config),
    limiter: createRateLimiter(db),
    notificationBus: createNotificationBus(database),
  };
}
export type Kernel = ReturnType<typeof createKernel>;

/**
 * Everything routes receive: the kernel, every module's services (ctx.orders, ctx.guards, …) and the scheduler.
 * An interface rather than a type alias so that module definitions can name it (their route plugins take it)
 * while the module list it is computed from is still being typed.
 */
export interface AppContext extends ModuleServices {
  jobs: Scheduler;
}

/** Builds the kernel, then every module from the one list (modules/index.ts), once per app instance. */
export function createContext(config: Config, database: Database, opts: { mailer?: Mailer } = {}): AppContext {
  const { services, jobs: moduleJobs } = serverModules.build(createKernel(config, database, opts));
  // Timed work (decision 006): each module's jobs, started by main.ts like the e-mail worker, stopped on app close.
  const jobs = createScheduler({ db: services.db, leaseMs: config.JOBS_LEASE_MS });
  for (const job of moduleJobs) jobs.register(job);
  if (config.JOBS_TEST_HEARTBEAT_MS) jobs.register(heartbeatJob({ db: services.db, everyMs: config.JOBS_TEST_HEARTBEAT_MS }));
  return { ...services, jobs };
}
