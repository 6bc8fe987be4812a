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
  const catalog = createCatalogService(db);
  const orderingLocations = createOrderingLocationService(db);
  const cart = createCartService({ db, orderingLocations });
  const addresses = createAddressesService(db);
  const paymentMethods = createPaymentMethodsService(db);
  const ledger = createStockLedger({ notifier });
  const orders = createOrdersService({ db, cart, orderingLocations, ledger });
  const checkout = createCheckoutService({ db, cart, addresses, paymentMethods, orders, notifier, ledger });
  const invoices = createInvoicesService(db);
  const approvals = createApprovalsService({ db, notifier, invoices, orders, ledger, thresholdCentavos: Math.round(config.TWO_APPROVER_THRESHOLD_PESOS * 100) });
  const shipping = createShippingService({ db, notifier, orders, invoices, ledger });
  const orderManagement = createOrderManagementService(db);
  const inventory = createInventoryService({ db, ledger, cart });
  return {
    catalog, orderingLocations, cart, addresses, paymentMethods, orders, checkout, ledger,
    invoices, approvals, shipping, orderManagement, inventory,
    config, database, db, baseUrl, mailer, profiles, auth, limiter, authService, getSession, guards,
    notificationBus, notifier, notificationsService, emailWorker, announcementsService,
    webDir: path.resolve(config.WEB_DIR ?? 'dist/web'),
  };
}
export type AppContext = ReturnType<typeof createContext>;
