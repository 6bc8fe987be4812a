import Fastify, { type FastifyServerOptions } from 'fastify';
import helmet from '@fastify/helmet';
import compress from '@fastify/compress';
import { constants as zlibConstants } from 'node:zlib';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { jsonSchemaTransform, serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { Config } from './config';
import type { Database } from './db/client';
import { createContext } from './context';
import type { Mailer } from './lib/mailer';
import { registerErrorHandling, errorBody, sendError } from './lib/error-handler';
import { decorateRequestActor } from './auth/session';
import { refusingNul } from './lib/nul-guard';
import { AppError } from './lib/app-error';
import { httpStatusMessage } from '../shared/errors';
import { registerOriginCheck } from './plugins/origin-check';
import { isSpaRequest, registerWeb } from './plugins/web';
import { registerUploads } from './plugins/uploads';
import { healthRoutes } from './modules/health/health.routes';
import { authRoutes } from './modules/auth/auth.routes';
import { profileRoutes } from './modules/profiles/profiles.routes';
import { iamRoutes } from './modules/iam/iam.routes';
import { networkRoutes } from './modules/network/network.routes';
import { accountRoutes } from './modules/account/account.routes';
import { securitySettingsRoutes } from './modules/security-settings/security-settings.routes';
import { diagnosticsRoutes } from './modules/diagnostics/diagnostics.routes';
import { notificationRoutes } from './modules/notifications/notifications.routes';
import { announcementRoutes } from './modules/announcements/announcements.routes';
import multipart from '@fastify/multipart';
import { catalogRoutes } from './modules/catalog/catalog.routes';
import { cartRoutes } from './modules/cart/cart.routes';
import { addressRoutes } from './modules/addresses/addresses.routes';
import { paymentMethodRoutes } from './modules/payment-methods/payment-methods.routes';
import { orderRoutes } from './modules/orders/orders.routes';
import { approvalRoutes } from './modules/approvals/approvals.routes';
import { shippingRoutes } from './modules/shipping/shipping.routes';
import { orderManagementRoutes } from './modules/order-management/order-management.routes';
import { invoiceRoutes } from './modules/invoices/invoices.routes';
import { inventoryRoutes } from './modules/inventory/inventory.routes';

export interface BuildOptions {
  config: Config;
  database: Database;
  mailer?: Mailer;
  logger?: FastifyServerOptions['logger'];
  webDir?: string;
}

/** Builds the app: plugins, then modules. Never listens (main.ts does; tests use inject). */
export async function buildApp(opts: BuildOptions) {
  const ctx = createContext(opts.config, opts.database, { mailer: opts.mailer });
  const app = Fastify({
    logger: opts.logger ?? { level: opts.config.LOG_LEVEL },
    trustProxy: opts.config.TRUST_PROXY,
    bodyLimit: 6 * 1024 * 1024,
    // Router refusals (a path parameter past maxParamLength, a broken %-escape) in the one error shape, without the URL.
    frameworkErrors: sendError,
  });
  app.setValidatorCompiler(refusingNul(validatorCompiler));
  app.setSerializerCompiler(serializerCompiler);
  app.decorate('ctx', ctx);

  await app.register(helmet, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        connectSrc: ["'self'"],
        fontSrc: ["'self'", 'data:'],
        objectSrc: ["'none'"],
        frameAncestors: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        upgradeInsecureRequests: null,
      },
    },
    crossOriginEmbedderPolicy: false,
    // HSTS only where the site is really served over https; on plain http it would pin a wrong promise.
    hsts: ctx.baseUrl.startsWith('https:') ? { maxAge: 31_536_000, includeSubDomains: true } : false,
  });
  // API JSON and CSV above 1 KB, compressed per request (the web build is pre-compressed, see plugins/web.ts).
  // The live notification stream hijacks its reply, so it is never compressed or buffered.
  await app.register(compress, {
    global: true,
    threshold: 1024,
    encodings: ['br', 'gzip'],
    brotliOptions: { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 4 } },
  });
  registerOriginCheck(app, [ctx.baseUrl, `http://localhost:${opts.config.PORT}`, `http://127.0.0.1:${opts.config.PORT}`]);

  await app.register(swagger, {
    openapi: {
      info: {
        title: 'FranchiseHub API',
        version: '0.1.0',
        description: 'Franchise network application API. Errors: { error: { code, message, status, details } }.',
      },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, {
    routePrefix: '/api/docs',
    staticCSP: true,
    // Swagger UI sets a few inline styles; allow those (as the app's own policy does), scripts stay hashed.
    transformStaticCSP: (header) =>
      header.replace(/style-src ([^;]*)/, (_m, v: string) => `style-src ${v.includes("'unsafe-inline'") ? v : `${v} 'unsafe-inline'`}`),
  });

  registerErrorHandling(app);
  decorateRequestActor(app);
  await app.register(multipart, { limits: { fileSize: 5_242_880, files: 1, fields: 10 } });

  await ctx.notificationBus.start();
  app.addHook('onClose', async () => {
    await ctx.emailWorker.stop();
    await ctx.jobs.stop();
    await ctx.notificationBus.close();
  });

  await app.register(async (api) => {
    await healthRoutes(api, ctx);
    await authRoutes(api, ctx);
    await profileRoutes(api, ctx);
    await iamRoutes(api, ctx);
    await networkRoutes(api, ctx);
    await accountRoutes(api, ctx);
    await securitySettingsRoutes(api, ctx);
    await diagnosticsRoutes(api, ctx);
    await notificationRoutes(api, ctx);
    await announcementRoutes(api, ctx);
    await catalogRoutes(api, ctx);
    await registerUploads(api, ctx.config.DATA_DIR);
    await cartRoutes(api, ctx);
    await addressRoutes(api, ctx);
    await paymentMethodRoutes(api, ctx);
    await orderRoutes(api, ctx);
    await approvalRoutes(api, ctx);
    await shippingRoutes(api, ctx);
    await orderManagementRoutes(api, ctx);
    await invoiceRoutes(api, ctx);
    await inventoryRoutes(api, ctx);
  });

  const hasWeb = await registerWeb(app, opts.webDir ?? ctx.webDir);
  app.setNotFoundHandler((request, reply) => {
    if (hasWeb && isSpaRequest(request.method, request.url)) {
      return reply.header('cache-control', 'no-cache').sendFile('index.html');
    }
    return reply.status(404).send(errorBody(AppError.notFound(httpStatusMessage(404))));
  });

  return app;
}

declare module 'fastify' {
  interface FastifyInstance {
    ctx: ReturnType<typeof createContext>;
  }
}
