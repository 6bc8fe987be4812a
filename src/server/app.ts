import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import compress from '@fastify/compress';
import { constants as zlibConstants } from 'node:zlib';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { Config } from './config';
import type { Database } from './db/client';
import { createContext, type AppContext } from './context';
import type { Mailer } from './lib/mailer';
import { registerErrorHandling, errorBody, sendError } from './lib/error-handler';
import { decorateRequestActor } from './auth/session';
import { mayChangeIdentity } from './auth/session-cache';
import { refusingNul } from './lib/nul-guard';
import { AppError } from './lib/app-error';
import { httpStatusMessage } from '../shared/errors';
import { registerOriginCheck } from './plugins/origin-check';
import { isSpaRequest, registerWeb } from './plugins/web';
import { registerUploads } from './plugins/uploads';
import { imageOrigins } from './lib/storage';
import { apiDocumentOptions } from './lib/openapi-setup';
import multipart from '@fastify/multipart';
import { serverModules } from './modules';
import { MAP_TILES } from '../shared/site.contracts';
import { recordRoutes } from './lib/route-catalog';
import { OneLinePerRequest, registerObservability, requestId } from './plugins/observability';
import { registerSecurityHeaders } from './plugins/security-headers';

export interface BuildOptions {
  config: Config;
  database: Database;
  mailer?: Mailer;
  logger?: FastifyServerOptions['logger'];
  webDir?: string;
  /** Hooks added before anything else (tests check every response against the API document with one). */
  instrument?: (app: FastifyInstance) => void;
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
    // Request ids (logged as reqId, answered as x-request-id): a sane incoming x-request-id, else a new uuid.
    requestIdHeader: false,
    genReqId: requestId,
    // One log line per request, when it completes, instead of Fastify's two (plugins/observability.ts).
    logController: new OneLinePerRequest(),
  });
  opts.instrument?.(app);
  app.setValidatorCompiler(refusingNul(validatorCompiler));
  app.setSerializerCompiler(serializerCompiler);
  app.decorate('ctx', ctx);
  app.decorate('routeCatalog', recordRoutes(app));

  // Helmet's headers, computed once at start (plugins/security-headers.ts).
  await registerSecurityHeaders(app, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:', MAP_TILES.origin, ...imageOrigins(opts.config)],
        connectSrc: ["'self'"],
        // The app's service worker and web app manifest (decision 023, "Offline (web)").
        workerSrc: ["'self'"],
        manifestSrc: ["'self'"],
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
  registerObservability(app, ctx);
  registerOriginCheck(app, [ctx.baseUrl, `http://localhost:${opts.config.PORT}`, `http://127.0.0.1:${opts.config.PORT}`]);

  await app.register(swagger, apiDocumentOptions(ctx.baseUrl));
  await app.register(swaggerUi, {
    routePrefix: '/api/docs',
    staticCSP: true,
    // Swagger UI sets a few inline styles; allow those (as the app's own policy does), scripts stay hashed.
    transformStaticCSP: (header) =>
      header.replace(/style-src ([^;]*)/, (_m, v: string) => `style-src ${v.includes("'unsafe-inline'") ? v : `${v} 'unsafe-inline'`}`),
  });

  registerErrorHandling(app);
  decorateRequestActor(app);
  // A caller's own identity write (profile, password, two-factor) shows in their next request even before the
  // database's announcement of it reaches this process (auth/session-cache.ts).
  app.addHook('onSend', (request, _reply, payload, done) => {
    if (request.actor && mayChangeIdentity(request.method, request.routeOptions.schema?.tags))
      ctx.sessionCache.forgetUser(request.actor.userId);
    done(null, payload);
  });
  await app.register(multipart, { limits: { fileSize: 5_242_880, files: 1, fields: 10 } });

  await ctx.notificationBus.start();
  app.addHook('onClose', async () => {
    await ctx.emailWorker.stop();
    await ctx.jobs.stop();
    await ctx.notificationBus.close();
  });

  // Every module's routes, from the one list (modules/index.ts), then the uploaded files.
  await app.register(async (api) => {
    for (const serverModule of serverModules.modules) await serverModule.routes?.(api, ctx);
    await registerUploads(api, ctx);
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
    ctx: AppContext;
  }
}
