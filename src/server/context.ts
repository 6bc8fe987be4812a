import path from 'node:path';
import type { Config } from './config';
import { publicUrl } from './config';
import type { Database } from './db/client';
import { createAuth, type OidcConfig } from './auth/auth';
import { createGuards, createSessionCheck, createSessionResolver } from './auth/session';
import { createMailer, type Mailer } from './lib/mailer';
import { createRateLimiter } from './lib/rate-limit';
import { pesosToCentavos } from '../shared/money';
import { createProfileService } from './modules/profiles/profiles.service';
import { createAuthService } from './modules/auth/auth.service';
import { resolveSecret } from './auth/secret';
import { createNotificationBus, publishRevocation } from './lib/notification-bus';
import { createNotifier } from './modules/notifications/notifier';
import { createNotificationsService } from './modules/notifications/notifications.service';
import { createEmailWorker } from './modules/notifications/email-worker';
import { createAnnouncementsService } from './modules/announcements/announcements.service';
import { createCatalogService } from './modules/catalog/catalog.service';
import { createOrderingLocationService } from './modules/cart/ordering-location.service';
import { createCartService } from './modules/cart/cart.service';
import { createAddressesService } from './modules/addresses/addresses.service';
import { createPaymentMethodsService } from './modules/payment-methods/payment-methods.service';
import { createOrdersService } from './modules/orders/orders.service';
import { createCheckoutService } from './modules/orders/checkout.service';
import { createStockLedger } from './modules/inventory/stock-ledger';
import { createInvoicesService } from './modules/invoices/invoices.service';
import { createApprovalsService } from './modules/approvals/approvals.service';
import { createShippingService } from './modules/shipping/shipping.service';
import { createOrderManagementService } from './modules/order-management/order-management.service';
import { createInventoryService } from './modules/inventory/inventory.service';
import { createAuditService } from './modules/audit/audit.service';
import { createIamService } from './modules/iam/iam.service';
import { createInvitationsService } from './modules/iam/invitations.service';
import { createBrandsService } from './modules/network/brands.service';
import { createLocationsService } from './modules/network/locations.service';
import { createSecuritySettingsService } from './modules/security-settings/security-settings.service';
import { createAccessTokenVerifier } from './auth/access-tokens';
import { createSmsTransport } from './lib/sms';
import { createAccountSecurityService } from './modules/account/account-security.service';
import { createScheduler } from './lib/jobs';
import { overdueInvoicesJob } from './modules/invoices/overdue-invoices.job';
import { heartbeatJob } from './lib/jobs-heartbeat';

/** Wires services once per app instance; routes receive what they need from here. */
export function createContext(config: Config, database: Database, opts: { mailer?: Mailer } = {}) {
  const db = database.db;
  const baseUrl = publicUrl(config);
  const mailer = opts.mailer ?? createMailer({ smtpUrl: config.SMTP_URL, from: config.MAIL_FROM, dataDir: config.DATA_DIR });
  const audit = createAuditService(db);
  const profiles = createProfileService(db);
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
  const auth = createAuth({
    db,
    baseUrl,
    secret: resolveSecret(config),
    mailer,
    profiles,
    signupEnabled: config.SIGNUP_ENABLED,
    silent: config.LOG_LEVEL === 'silent',
    oidc,
    jwt: { ttlSeconds: config.JWT_TTL_SECONDS, rotationSeconds: Math.round(config.JWKS_ROTATION_DAYS * 86_400) },
    // Open notification streams on that session, in every process, close.
    onSessionEnded: ({ userId, sessionId }) => publishRevocation(db, { userId, sessionIds: [sessionId] }),
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
  const securitySettings = createSecuritySettingsService({ db, audit });
  const tokens = createAccessTokenVerifier({ auth, issuer: baseUrl, audience: baseUrl });
  const getSession = createSessionResolver({ db, auth, profiles, tokens });
  const guards = createGuards(getSession, securitySettings);
  const sessionStillValid = createSessionCheck(db);
  const sms = createSmsTransport({ webhookUrl: config.SMS_WEBHOOK_URL, dataDir: config.DATA_DIR });
  const accountSecurity = createAccountSecurityService({ db, auth, profiles, audit, limiter, sms, oidcLabel: oidc?.label ?? null });
  const notificationBus = createNotificationBus(database);
  const notifier = createNotifier({ db, publicUrl: baseUrl });
  const notificationsService = createNotificationsService(db);
  const emailWorker = createEmailWorker({ db, mailer });
  const announcementsService = createAnnouncementsService({ db, notifier });
  const catalog = createCatalogService(db);
  const orderingLocations = createOrderingLocationService(db);
  const cart = createCartService({ db, orderingLocations });
  const addresses = createAddressesService(db);
  const paymentMethods = createPaymentMethodsService(db);
  const ledger = createStockLedger({ notifier });
  const twoApproverThresholdCentavos = pesosToCentavos(config.TWO_APPROVER_THRESHOLD_PESOS);
  const orders = createOrdersService({ db, cart, orderingLocations, ledger, twoApproverThresholdCentavos });
  const checkout = createCheckoutService({ db, cart, addresses, paymentMethods, orders, notifier, ledger });
  const invoices = createInvoicesService(db);
  const approvals = createApprovalsService({ db, notifier, invoices, orders, ledger, thresholdCentavos: twoApproverThresholdCentavos });
  const shipping = createShippingService({ db, notifier, orders, invoices, ledger });
  const orderManagement = createOrderManagementService({ db, notifier, orders, invoices });
  const inventory = createInventoryService({ db, ledger, cart });
  const iam = createIamService({ db, audit });
  const invitations = createInvitationsService({ db, auth, mailer, audit, baseUrl });
  const brands = createBrandsService({ db, audit });
  const locations = createLocationsService({ db, audit });
  // Timed work (decision 006): started by main.ts like the e-mail worker, stopped on app close.
  const jobs = createScheduler({ db });
  jobs.register(overdueInvoicesJob({ db, notifier }));
  if (config.JOBS_TEST_HEARTBEAT_MS) jobs.register(heartbeatJob({ db, everyMs: config.JOBS_TEST_HEARTBEAT_MS }));
  return {
    catalog,
    orderingLocations,
    cart,
    addresses,
    paymentMethods,
    orders,
    checkout,
    ledger,
    invoices,
    approvals,
    shipping,
    orderManagement,
    inventory,
    audit,
    iam,
    invitations,
    brands,
    locations,
    securitySettings,
    sms,
    accountSecurity,
    config,
    oidc,
    database,
    db,
    baseUrl,
    mailer,
    profiles,
    auth,
    limiter,
    authService,
    getSession,
    guards,
    sessionStillValid,
    notificationBus,
    notifier,
    notificationsService,
    emailWorker,
    announcementsService,
    jobs,
    webDir: path.resolve(config.WEB_DIR ?? 'dist/web'),
  };
}
export type AppContext = ReturnType<typeof createContext>;
