import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { AppContext } from '../../context';
import { requireSignedIn } from '../../auth/session';
import { authHeaders } from '../../auth/request-headers';
import {
  ZAuthResult,
  ZForgotPassword,
  ZResetPassword,
  ZSessionResponse,
  ZSignIn,
  ZSignInResult,
  ZSignUp,
} from '../../../shared/auth.contracts';
import { ZAccessToken, ZAuthProviders, ZRedirectUrl, ZTwoFactorSignIn } from '../../../shared/account.contracts';
import { errorBody } from '../../lib/error-handler';
import { forwardCookies } from '../../lib/forward-cookies';
import { AppError } from '../../lib/app-error';
import { ACCOUNT_MESSAGES, httpStatusMessage } from '../../../shared/errors';
import { OIDC_PROVIDER_ID } from '../../auth/auth';
import { genericAuthError } from '../../lib/auth-errors';
import { routeKit } from '../../lib/route-kit';

const ZOk = z.object({ ok: z.literal(true) });

const ZJwks = z.object({ keys: z.array(z.record(z.string(), z.unknown())) });
const EMAIL = 'ana.santos@example.com';
const PASSWORD = 'Kape-Kanto-2026';

export async function authRoutes(app: FastifyInstance, ctx: AppContext) {
  const api = routeKit(app, ['auth']);

  api.get(
    '/api/session',
    'public',
    {
      summary: 'The signed-in user, their permissions, and whether demo accounts exist',
      response: { 200: ZSessionResponse },
      // No credential is anonymous (200 with no user); a Bearer token that is not a valid session token is refused.
      errors: [401],
    },
    async (request) => {
      const s = await ctx.getSession(request);
      const mustEnroll = s ? await ctx.guards.mustEnrollTwoFactor(s) : false;
      return ctx.authService.describeSession(s?.profile ?? null, s ? { enabled: s.twoFactorEnabled, mustEnroll } : null);
    },
  );

  api.get(
    '/api/auth/providers',
    'public',
    { summary: 'Sign-in methods this server offers besides e-mail and password', response: { 200: ZAuthProviders } },
    () => ({
      oidc: ctx.oidc ? { providerId: OIDC_PROVIDER_ID, label: ctx.oidc.label } : null,
      phoneSignIn: true,
    }),
  );

  api.post(
    '/api/auth/sign-in/email',
    'public',
    {
      summary: 'Sign in with e-mail (or verified mobile number) and password; may ask for a two-factor code next',
      body: ZSignIn,
      example: { email: EMAIL, password: PASSWORD },
      response: { 200: ZSignInResult },
      errors: [401, 403, 429],
    },
    async (request, reply) => {
      const result = await ctx.authService.signIn(request.body, request.ip, authHeaders(request));
      forwardCookies(result.headers, reply);
      return result.body;
    },
  );

  api.post(
    '/api/auth/two-factor/verify',
    'public',
    {
      summary: 'Second sign-in step: authenticator or backup code',
      body: ZTwoFactorSignIn,
      example: { code: '123456' },
      response: { 200: ZAuthResult },
      errors: [401, 403, 429],
    },
    async (request, reply) => {
      const res = await ctx.accountSecurity.verifySignIn(authHeaders(request), request.ip, request.body);
      const result = await ctx.authService.signedInResult(res.headers, res.userId);
      forwardCookies(result.headers, reply);
      return result.body;
    },
  );

  api.post(
    '/api/auth/sign-in/oidc',
    'public',
    {
      summary: 'Start signing in with the OIDC provider; open the returned URL',
      body: z.object({ redirectTo: z.string().startsWith('/').max(500).optional() }).optional(),
      example: { redirectTo: '/catalog' },
      response: { 200: ZRedirectUrl },
      errors: [404, 503],
    },
    async (request, reply) => {
      if (!ctx.oidc) throw AppError.notFound(ACCOUNT_MESSAGES.OIDC_NOT_CONFIGURED);
      const redirect =
        request.body?.redirectTo && !request.body.redirectTo.startsWith('//')
          ? `&redirect=${encodeURIComponent(request.body.redirectTo)}`
          : '';
      const res = await ctx.auth.api.signInSocial({
        body: {
          provider: OIDC_PROVIDER_ID,
          callbackURL: `/auth/callback?type=oidc${redirect}`,
          errorCallbackURL: '/login?error=oidc',
          disableRedirect: true,
        },
        headers: authHeaders(request),
        returnHeaders: true,
      });
      forwardCookies(res.headers, reply);
      if (!res.response.url) throw AppError.of('SERVICE_UNAVAILABLE', ACCOUNT_MESSAGES.OIDC_NOT_CONFIGURED);
      return { url: res.response.url };
    },
  );

  // A short-lived JWT for other services (verify with /api/auth/jwks); cookie sessions only, so a token cannot mint tokens.
  api.get(
    '/api/auth/token',
    ctx.guards.signedIn,
    { summary: 'A short-lived access token (JWT) for other services; needs the session cookie', response: { 200: ZAccessToken } },
    async (request) => {
      if (requireSignedIn(request).via !== 'cookie') throw AppError.forbidden();
      const res = await ctx.auth.api.getToken({ headers: authHeaders(request) });
      return { token: res.token, expiresIn: ctx.config.JWT_TTL_SECONDS };
    },
  );

  // The public keys, at the library's path and at the conventional discovery path.
  const jwks = async (_request: FastifyRequest, reply: FastifyReply) => {
    reply.header('cache-control', 'public, max-age=300');
    return ctx.auth.api.getJwks();
  };
  api.get(
    '/api/auth/jwks',
    'public',
    { summary: 'Public keys (JWKS) that verify tokens from /api/auth/token', response: { 200: ZJwks } },
    jwks,
  );
  app.get('/.well-known/jwks.json', { schema: { hide: true } }, jwks);

  api.post(
    '/api/auth/sign-up/email',
    'public',
    {
      summary: 'Create an account (always a franchisee unless invited)',
      body: ZSignUp,
      example: { fullName: 'Ana Santos', email: EMAIL, password: PASSWORD },
      response: { 200: ZAuthResult },
      errors: [403, 409, 429],
    },
    async (request, reply) => {
      const result = await ctx.authService.signUp(request.body, request.ip, authHeaders(request));
      forwardCookies(result.headers, reply);
      return result.body;
    },
  );

  api.post('/api/auth/sign-out', 'public', { summary: 'End the session on the server', response: { 200: ZOk } }, async (request, reply) => {
    const headers = await ctx.authService.signOut(authHeaders(request));
    forwardCookies(headers, reply);
    return { ok: true as const };
  });

  api.post(
    '/api/auth/forgot-password',
    'public',
    {
      summary: 'E-mail a password reset link (once per 60 s per e-mail)',
      body: ZForgotPassword,
      example: { email: EMAIL },
      response: { 200: ZOk },
      errors: [429],
    },
    async (request) => {
      await ctx.authService.forgotPassword(request.body.email, authHeaders(request));
      return { ok: true as const };
    },
  );

  api.post(
    '/api/auth/reset-password',
    'public',
    {
      summary: 'Set a new password with the token from the e-mail',
      body: ZResetPassword,
      example: { token: 'qY3vN8dK2pL7xR4t', password: PASSWORD },
      response: { 200: ZOk },
      errors: [410, 429],
    },
    async (request) => {
      await ctx.authService.resetPassword(request.body.token, request.body.password);
      return { ok: true as const };
    },
  );

  /**
   * The auth library's own endpoints, only those reached by a link or a redirect that the library itself
   * builds. Everything else it offers (session lists with raw tokens, e-mail and password changes, session
   * revocation, two-factor enrolment, reset requests) goes through our routes above and under /api/profile,
   * which apply the app's rules and write the audit trail.
   */
  const libraryRoute = async (request: FastifyRequest, reply: FastifyReply) => {
    const url = new URL(request.url, ctx.baseUrl);
    const response = await ctx.auth.handler(new Request(url, { method: request.method, headers: authHeaders(request) }));
    reply.status(response.status);
    response.headers.forEach((value, key) => {
      if (key !== 'set-cookie' && key !== 'content-length') reply.header(key, value);
    });
    forwardCookies(response.headers, reply);
    const text = await response.text();
    if (response.status >= 400) {
      let parsed: { code?: string; message?: string } = {};
      try {
        parsed = JSON.parse(text);
      } catch {
        /* not JSON: keep the catalogue text */
      }
      const err = genericAuthError(response.status, parsed.code, parsed.message);
      return reply.status(err.status).type('application/json').send(errorBody(err));
    }
    return reply.send(text || null);
  };
  const hide = { schema: { hide: true } };
  // The link in the password-reset e-mail: checks the token, then redirects to /auth/callback?type=recovery.
  app.get('/api/auth/reset-password/:token', hide, libraryRoute);
  // The link in the e-mail sent to a new address (e-mail change confirmation).
  app.get('/api/auth/verify-email', hide, libraryRoute);
  // Where the OIDC provider sends the browser back, for sign-in and for linking from /profile.
  app.get('/api/auth/callback/:providerId', hide, libraryRoute);

  // Any other path under /api/auth is not part of this API.
  app.all('/api/auth/*', hide, async () => {
    throw AppError.notFound(httpStatusMessage(404));
  });
}
