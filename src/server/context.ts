import path from 'node:path';
import type { Config } from './config';
import { publicUrl } from './config';
import type { Database } from './db/client';
import { createAuth } from './auth/auth';
import { createGuards, createSessionResolver } from './auth/session';
import { createMailer, type Mailer } from './lib/mailer';
import { createRateLimiter } from './lib/rate-limit';
import { createProfileService } from './modules/profiles/profiles.service';
import { createAuthService } from './modules/auth/auth.service';
import { resolveSecret } from './auth/secret';
import { createNotificationBus } from './modules/notifications/notification-bus';
import { createNotifier } from './modules/notifications/notifier';
import { createNotificationsService } from './modules/notifications/notifications.service';
import { createEmailWorker } from './modules/notifications/email-worker';
import { createAnnouncementsService } from './modules/announcements/announcements.service';

/** Wires services once per app instance; routes receive what they need from here. */
export function createContext(config: Config, database: Database, opts: { mailer?: Mailer } = {}) {
  const db = database.db;
  const baseUrl = publicUrl(config);
  const mailer = opts.mailer ?? createMailer({ smtpUrl: config.SMTP_URL, from: config.MAIL_FROM, dataDir: config.DATA_DIR });
  const profiles = createProfileService(db);
  const auth = createAuth({
    db,
    baseUrl,
    secret: resolveSecret(config),
    mailer,
    profiles,
    signupEnabled: config.SIGNUP_ENABLED,
    silent: config.LOG_LEVEL === 'silent',
  });
  const limiter = createRateLimiter(db);
  const authService = createAuthService({
    db,
    auth,
    profiles,
    limiter,
    limits: {
      maxFailuresPerEmail: config.SIGNIN_MAX_FAILURES_PER_EMAIL,
      maxFailuresPerIp: config.SIGNIN_MAX_FAILURES_PER_IP,
      windowSeconds: config.SIGNIN_WINDOW_SECONDS,
    },
  });
  const getSession = createSessionResolver(auth, profiles);
  const guards = createGuards(getSession);
  const notificationBus = createNotificationBus(database);
  const notifier = createNotifier({ db, publicUrl: baseUrl });
  const notificationsService = createNotificationsService(db);
  const emailWorker = createEmailWorker({ db, mailer });
  const announcementsService = createAnnouncementsService({ db, notifier });
  return {
    config, database, db, baseUrl, mailer, profiles, auth, limiter, authService, getSession, guards,
    notificationBus, notifier, notificationsService, emailWorker, announcementsService,
    webDir: path.resolve('dist/web'),
  };
}
export type AppContext = ReturnType<typeof createContext>;
