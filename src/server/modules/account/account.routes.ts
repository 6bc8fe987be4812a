import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context';
import { ZId } from '../../../shared/http';
import { authHeaders } from '../../auth/request-headers';
import { requireSignedIn } from '../../auth/session';
import { ZProfile } from '../../../shared/auth.contracts';
import {
  ZAccountSessionList,
  ZBackupCodes,
  ZChangeEmail,
  ZChangePassword,
  ZIdentityList,
  ZPasswordConfirm,
  ZPhoneStart,
  ZPhoneVerify,
  ZRedirectUrl,
  ZTotpCode,
  ZTwoFactorEnrollment,
} from '../../../shared/account.contracts';
import { replaceUpload, saveImageUpload } from '../../lib/image-upload';
import { errorResponses, SIGNED_IN } from '../../lib/openapi-errors';
import { forwardCookies } from '../../lib/forward-cookies';
import { ACCOUNT_MESSAGES } from '../../../shared/errors';
import type { Caller } from './account-security.service';
import { toProfileDto } from '../../lib/profile-dto';

const ZOk = z.object({ ok: z.literal(true) });

/** /profile's security endpoints. Open to a head-office user who still has to enrol two-factor. */
export async function accountRoutes(app: FastifyInstance, ctx: AppContext) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['account'];
  const onRequest = ctx.guards.self;

  /** The signed-in caller as the account service takes it (the guard put the session on the request). */
  function caller(request: FastifyRequest): Caller {
    const s = requireSignedIn(request);
    return { actor: s.actor, email: s.profile.email, headers: authHeaders(request), ip: request.ip };
  }

  r.post(
    '/api/profile/avatar',
    {
      onRequest,
      schema: {
        tags,
        summary: 'Upload an avatar (multipart "file", JPG/PNG ≤ 5 MB, checked by content)',
        security: SIGNED_IN,
        response: { 200: ZProfile, ...errorResponses(401, 422, 429) },
      },
    },
    async (request) => {
      const c = caller(request);
      const uploader = { userId: c.actor.userId, limiter: ctx.limiter };
      const url = await saveImageUpload(request, {
        storage: ctx.storage,
        folder: 'avatars',
        namePrefix: c.actor.userId,
        wrongTypeMessage: ACCOUNT_MESSAGES.AVATAR_INVALID,
        uploader,
      });
      return toProfileDto(await replaceUpload(ctx.storage, url, () => ctx.accountSecurity.setAvatar(c, url)));
    },
  );
  r.delete(
    '/api/profile/avatar',
    {
      onRequest,
      schema: {
        tags,
        summary: 'Remove the avatar (its file is deleted)',
        security: SIGNED_IN,
        response: { 200: ZProfile, ...errorResponses(401) },
      },
    },
    async (request) => {
      const c = caller(request);
      return toProfileDto(await replaceUpload(ctx.storage, null, () => ctx.accountSecurity.setAvatar(c, null)));
    },
  );

  r.post(
    '/api/profile/email',
    {
      onRequest,
      schema: { tags, summary: 'Change e-mail: sends a confirmation link to the new address', body: ZChangeEmail, response: { 200: ZOk } },
    },
    async (request) => {
      await ctx.accountSecurity.changeEmail(caller(request), request.body.newEmail);
      return { ok: true as const };
    },
  );
  r.post(
    '/api/profile/password',
    { onRequest, schema: { tags, summary: 'Change password (current password required)', body: ZChangePassword, response: { 200: ZOk } } },
    async (request, reply) => {
      forwardCookies(await ctx.accountSecurity.changePassword(caller(request), request.body), reply);
      return { ok: true as const };
    },
  );

  r.post(
    '/api/profile/phone',
    {
      onRequest,
      schema: {
        tags,
        summary: 'Text a 6-digit code to a mobile number',
        body: ZPhoneStart,
        response: { 200: z.object({ ok: z.literal(true), expiresInSeconds: z.number().int() }) },
      },
    },
    async (request) => {
      const res = await ctx.accountSecurity.startPhoneVerification(caller(request), request.body.phone);
      return { ok: true as const, ...res };
    },
  );
  r.post(
    '/api/profile/phone/verify',
    {
      onRequest,
      schema: { tags, summary: 'Confirm the mobile number with the texted code', body: ZPhoneVerify, response: { 200: ZProfile } },
    },
    async (request) => toProfileDto(await ctx.accountSecurity.verifyPhone(caller(request), request.body.phone, request.body.code)),
  );
  r.delete(
    '/api/profile/phone',
    { onRequest, schema: { tags, summary: 'Remove the mobile number', response: { 200: ZProfile } } },
    async (request) => toProfileDto(await ctx.accountSecurity.removePhone(caller(request))),
  );

  r.get(
    '/api/profile/sessions',
    { onRequest, schema: { tags, summary: 'My active sessions', response: { 200: ZAccountSessionList } } },
    async (request) => ({
      items: await ctx.accountSecurity.listSessions(caller(request)),
    }),
  );
  r.delete(
    '/api/profile/sessions/:id',
    { onRequest, schema: { tags, summary: 'Sign out one session', params: ZId, response: { 200: ZOk } } },
    async (request) => {
      await ctx.accountSecurity.revokeSession(caller(request), request.params.id);
      return { ok: true as const };
    },
  );
  r.post(
    '/api/profile/sessions/revoke-others',
    { onRequest, schema: { tags, summary: 'Sign out every other session', response: { 200: ZOk } } },
    async (request) => {
      await ctx.accountSecurity.revokeOtherSessions(caller(request));
      return { ok: true as const };
    },
  );

  r.post(
    '/api/profile/two-factor/enable',
    {
      onRequest,
      schema: {
        tags,
        summary: 'Start authenticator enrolment (password required); returns the secret and backup codes once',
        body: ZPasswordConfirm,
        response: { 200: ZTwoFactorEnrollment },
      },
    },
    async (request) => ctx.accountSecurity.enableTwoFactor(caller(request), request.body.password),
  );
  r.post(
    '/api/profile/two-factor/confirm',
    { onRequest, schema: { tags, summary: 'Confirm enrolment with a code from the app', body: ZTotpCode, response: { 200: ZOk } } },
    async (request, reply) => {
      forwardCookies(await ctx.accountSecurity.confirmTwoFactor(caller(request), request.body.code), reply);
      return { ok: true as const };
    },
  );
  r.post(
    '/api/profile/two-factor/disable',
    {
      onRequest,
      schema: { tags, summary: 'Remove the authenticator (password required)', body: ZPasswordConfirm, response: { 200: ZOk } },
    },
    async (request, reply) => {
      forwardCookies(await ctx.accountSecurity.disableTwoFactor(caller(request), request.body.password), reply);
      return { ok: true as const };
    },
  );
  r.post(
    '/api/profile/two-factor/backup-codes',
    {
      onRequest,
      schema: { tags, summary: 'Replace the backup codes (password required)', body: ZPasswordConfirm, response: { 200: ZBackupCodes } },
    },
    async (request) => ctx.accountSecurity.regenerateBackupCodes(caller(request), request.body.password),
  );

  r.get(
    '/api/profile/identities',
    { onRequest, schema: { tags, summary: 'Linked sign-in methods', response: { 200: ZIdentityList } } },
    async (request) => ctx.accountSecurity.listIdentities(caller(request)),
  );
  r.post(
    '/api/profile/identities/oidc/link',
    { onRequest, schema: { tags, summary: 'Start linking the OIDC provider; open the returned URL', response: { 200: ZRedirectUrl } } },
    async (request, reply) => {
      const res = await ctx.accountSecurity.linkOidc(caller(request));
      forwardCookies(res.headers, reply);
      return { url: res.url };
    },
  );
  r.delete(
    '/api/profile/identities/:providerId',
    {
      onRequest,
      schema: {
        tags,
        summary: 'Unlink a sign-in method (never the last one)',
        params: z.object({ providerId: z.string().min(1).max(60) }),
        response: { 200: ZIdentityList },
      },
    },
    async (request) => ctx.accountSecurity.unlinkIdentity(caller(request), request.params.providerId),
  );
}
