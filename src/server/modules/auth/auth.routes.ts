import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { fromNodeHeaders } from 'better-auth/node';
import { z } from 'zod';
import type { AppContext } from '../../context';
import { ZForgotPassword, ZProfile, ZResetPassword, ZSessionResponse, ZSignIn, ZSignUp } from '../../../shared/auth.contracts';
import { errorBody } from '../../lib/error-handler';
import { genericAuthError } from './auth-errors';

const ZAuthResult = z.object({ user: ZProfile, redirectTo: z.string() });
const ZOk = z.object({ ok: z.literal(true) });

function forwardCookies(from: Headers, reply: FastifyReply) {
  const cookies = from.getSetCookie();
  if (cookies.length) reply.header('set-cookie', cookies);
}

export async function authRoutes(app: FastifyInstance, ctx: AppContext) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['auth'];

  r.get('/api/session', { schema: { tags, summary: 'The signed-in user, their permissions, and whether demo accounts exist', response: { 200: ZSessionResponse } } }, async (request) => {
    const s = await ctx.getSession(request);
    return ctx.authService.describeSession(s?.profile ?? null);
  });

  r.post('/api/auth/sign-in/email', { schema: { tags, summary: 'Sign in with e-mail and password', body: ZSignIn, response: { 200: ZAuthResult } } }, async (request, reply) => {
    const result = await ctx.authService.signIn(request.body, request.ip, fromNodeHeaders(request.headers));
    forwardCookies(result.headers, reply);
    return result.body;
  });

  r.post('/api/auth/sign-up/email', { schema: { tags, summary: 'Create an account (always a franchisee unless invited)', body: ZSignUp, response: { 200: ZAuthResult } } }, async (request, reply) => {
    const result = await ctx.authService.signUp(request.body, fromNodeHeaders(request.headers));
    forwardCookies(result.headers, reply);
    return result.body;
  });

  r.post('/api/auth/sign-out', { schema: { tags, summary: 'End the session on the server', response: { 200: ZOk } } }, async (request, reply) => {
    const headers = await ctx.authService.signOut(fromNodeHeaders(request.headers));
    forwardCookies(headers, reply);
    return { ok: true as const };
  });

  r.post('/api/auth/forgot-password', { schema: { tags, summary: 'E-mail a password reset link (once per 60 s per e-mail)', body: ZForgotPassword, response: { 200: ZOk } } }, async (request) => {
    await ctx.authService.forgotPassword(request.body.email, fromNodeHeaders(request.headers));
    return { ok: true as const };
  });

  r.post('/api/auth/reset-password', { schema: { tags, summary: 'Set a new password with the token from the e-mail', body: ZResetPassword, response: { 200: ZOk } } }, async (request) => {
    await ctx.authService.resetPassword(request.body.token, request.body.password);
    return { ok: true as const };
  });

  // Everything else under /api/auth (reset link redirect, session list, later 2FA/JWKS) is better-auth's own,
  // with its error responses reshaped into ours.
  app.route({
    method: ['GET', 'POST'],
    url: '/api/auth/*',
    schema: { hide: true },
    handler: async (request: FastifyRequest, reply: FastifyReply) => {
      const url = new URL(request.url, ctx.baseUrl);
      const body = request.method === 'POST' && request.body !== undefined ? JSON.stringify(request.body) : undefined;
      const response = await ctx.auth.handler(new Request(url, { method: request.method, headers: fromNodeHeaders(request.headers), body }));
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
    },
  });
}
