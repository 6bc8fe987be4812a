import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { AppContext } from '../../context';
import { ZId, ZOk } from '../../../shared/http';
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
import { routeKit } from '../../lib/route-kit';
import { forwardCookies } from '../../lib/forward-cookies';
import { ACCOUNT_MESSAGES } from '../../../shared/errors';
import type { Caller } from './account-security.service';
import { toProfileDto } from '../../lib/profile-dto';

/** /profile's security endpoints. Open to a head-office user who still has to enrol two-factor. */
export async function accountRoutes(app: FastifyInstance, ctx: AppContext) {
  const api = routeKit(app, ['profiles']);
  const self = ctx.guards.self;

  /** The signed-in caller as the account service takes it (the guard put the session on the request). */
  function caller(request: FastifyRequest): Caller {
    const s = requireSignedIn(request);
    return { actor: s.actor, email: s.profile.email, headers: authHeaders(request), ip: request.ip };
  }

  api.post(
    '/api/profile/avatar',
    self,
    {
      summary: 'Upload an avatar (multipart "file", JPG/PNG ≤ 5 MB, checked by content)',
      response: { 200: ZProfile },
      errors: [422, 429],
      upload: { file: 'A JPG or PNG image, at most 5 MB (checked by content)' },
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
  api.delete(
    '/api/profile/avatar',
    self,
    { summary: 'Remove the avatar (its file is deleted)', response: { 200: ZProfile } },
    async (request) => {
      const c = caller(request);
      return toProfileDto(await replaceUpload(ctx.storage, null, () => ctx.accountSecurity.setAvatar(c, null)));
    },
  );

  api.post(
    '/api/profile/email',
    self,
    {
      summary: 'Change e-mail: sends a confirmation link to the new address',
      body: ZChangeEmail,
      example: { newEmail: 'ana.santos@example.com' },
      response: { 200: ZOk },
      errors: [409],
    },
    async (request) => {
      await ctx.accountSecurity.changeEmail(caller(request), request.body.newEmail);
      return { ok: true as const };
    },
  );
  api.post(
    '/api/profile/password',
    self,
    {
      summary: 'Change password (current password required)',
      body: ZChangePassword,
      example: { currentPassword: 'Mabuhay-2025', newPassword: 'Sampaguita-2026!', signOutOtherSessions: true },
      response: { 200: ZOk },
    },
    async (request, reply) => {
      forwardCookies(await ctx.accountSecurity.changePassword(caller(request), request.body), reply);
      return { ok: true as const };
    },
  );

  api.post(
    '/api/profile/phone',
    self,
    {
      summary: 'Text a 6-digit code to a mobile number',
      body: ZPhoneStart,
      example: { phone: '+639171234567' },
      response: { 200: z.object({ ok: z.literal(true), expiresInSeconds: z.number().int() }) },
      errors: [409, 429],
    },
    async (request) => {
      const res = await ctx.accountSecurity.startPhoneVerification(caller(request), request.body.phone);
      return { ok: true as const, ...res };
    },
  );
  api.post(
    '/api/profile/phone/verify',
    self,
    {
      summary: 'Confirm the mobile number with the texted code',
      body: ZPhoneVerify,
      example: { phone: '+639171234567', code: '482913' },
      response: { 200: ZProfile },
    },
    async (request) => toProfileDto(await ctx.accountSecurity.verifyPhone(caller(request), request.body.phone, request.body.code)),
  );
  api.delete('/api/profile/phone', self, { summary: 'Remove the mobile number', response: { 200: ZProfile } }, async (request) =>
    toProfileDto(await ctx.accountSecurity.removePhone(caller(request))),
  );

  api.get('/api/profile/sessions', self, { summary: 'My active sessions', response: { 200: ZAccountSessionList } }, async (request) => ({
    items: await ctx.accountSecurity.listSessions(caller(request)),
  }));
  api.delete(
    '/api/profile/sessions/:id',
    self,
    { summary: 'Sign out one session', params: ZId, response: { 200: ZOk } },
    async (request) => {
      await ctx.accountSecurity.revokeSession(caller(request), request.params.id);
      return { ok: true as const };
    },
  );
  api.post(
    '/api/profile/sessions/revoke-others',
    self,
    { summary: 'Sign out every other session', response: { 200: ZOk } },
    async (request) => {
      await ctx.accountSecurity.revokeOtherSessions(caller(request));
      return { ok: true as const };
    },
  );

  api.post(
    '/api/profile/two-factor/enable',
    self,
    {
      summary: 'Start authenticator enrolment (password required); returns the secret and backup codes once',
      body: ZPasswordConfirm,
      example: { password: 'Sampaguita-2026!' },
      response: { 200: ZTwoFactorEnrollment },
    },
    async (request) => ctx.accountSecurity.enableTwoFactor(caller(request), request.body.password),
  );
  api.post(
    '/api/profile/two-factor/confirm',
    self,
    { summary: 'Confirm enrolment with a code from the app', body: ZTotpCode, example: { code: '482913' }, response: { 200: ZOk } },
    async (request, reply) => {
      forwardCookies(await ctx.accountSecurity.confirmTwoFactor(caller(request), request.body.code), reply);
      return { ok: true as const };
    },
  );
  api.post(
    '/api/profile/two-factor/disable',
    self,
    {
      summary: 'Remove the authenticator (password required)',
      body: ZPasswordConfirm,
      example: { password: 'Sampaguita-2026!' },
      response: { 200: ZOk },
    },
    async (request, reply) => {
      forwardCookies(await ctx.accountSecurity.disableTwoFactor(caller(request), request.body.password), reply);
      return { ok: true as const };
    },
  );
  api.post(
    '/api/profile/two-factor/backup-codes',
    self,
    {
      summary: 'Replace the backup codes (password required)',
      body: ZPasswordConfirm,
      example: { password: 'Sampaguita-2026!' },
      response: { 200: ZBackupCodes },
    },
    async (request) => ctx.accountSecurity.regenerateBackupCodes(caller(request), request.body.password),
  );

  api.get('/api/profile/identities', self, { summary: 'Linked sign-in methods', response: { 200: ZIdentityList } }, async (request) =>
    ctx.accountSecurity.listIdentities(caller(request)),
  );
  api.post(
    '/api/profile/identities/oidc/link',
    self,
    { summary: 'Start linking the OIDC provider; open the returned URL', response: { 200: ZRedirectUrl }, errors: [404] },
    async (request, reply) => {
      const res = await ctx.accountSecurity.linkOidc(caller(request));
      forwardCookies(res.headers, reply);
      return { url: res.url };
    },
  );
  api.delete(
    '/api/profile/identities/:providerId',
    self,
    {
      summary: 'Unlink a sign-in method (never the last one)',
      params: z.object({ providerId: z.string().min(1).max(60) }),
      response: { 200: ZIdentityList },
      errors: [409],
    },
    async (request) => ctx.accountSecurity.unlinkIdentity(caller(request), request.params.providerId),
  );
}
