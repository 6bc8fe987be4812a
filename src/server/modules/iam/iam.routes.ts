import { Readable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { AppContext } from '../../context';
import { fileResponse } from '../../lib/openapi-errors';
import { asDownload } from '../../lib/download';
import { routeKit, who } from '../../lib/route-kit';
import { authHeaders } from '../../auth/request-headers';
import { AppError } from '../../lib/app-error';
import { forwardCookies } from '../../lib/forward-cookies';
import { signInError } from '../../lib/auth-errors';
import { AUTH_MESSAGES } from '../../../shared/errors';
import { ZAuthResult } from '../../../shared/auth.contracts';
import {
  ZAuditList,
  ZAuditQuery,
  ZIamUserDetail,
  ZIamUserList,
  ZIamUserQuery,
  ZInvitation,
  ZInvitationAccept,
  ZInvitationCreate,
  ZInvitationList,
  ZInvitationPreview,
  ZLocationAssignment,
  ZPermissionMatrix,
  ZRoleChange,
  ZStatusChange,
} from '../../../shared/iam.contracts';
import { ZId } from '../../../shared/http';
import { manilaToday } from '../../../shared/time';
import { landingFor } from '../../lib/landing';
import { toProfileDto } from '../../lib/profile-dto';

const ZToken = z.object({ token: z.string().min(10).max(200) });

/** IAM console (iam.view reads, iam.manage_users writes) and the public invitation pages. */
export async function iamRoutes(app: FastifyInstance, ctx: AppContext) {
  const api = routeKit(app, ['iam']);
  const view = ctx.guards.can('iam.view');
  const manage = ctx.guards.can('iam.manage_users');

  api.get(
    '/api/iam/users',
    view,
    { summary: 'Users: search, filter by role, status, location; paged', querystring: ZIamUserQuery, response: { 200: ZIamUserList } },
    async (req) => ctx.iam.listUsers(req.query),
  );
  api.get(
    '/api/iam/users/:id',
    view,
    {
      summary: 'One user: profile, locations, sessions, identities, two-factor, activity',
      params: ZId,
      response: { 200: ZIamUserDetail },
      errors: [404],
    },
    async (req) => ctx.iam.getUser(req.params.id),
  );
  api.patch(
    '/api/iam/users/:id/role',
    manage,
    {
      summary: 'Change a role (franchisor role: franchisors only; ends sessions when access shrinks)',
      params: ZId,
      body: ZRoleChange,
      example: { role: 'franchisee' },
      response: { 200: ZIamUserDetail },
      errors: [404, 409],
    },
    async (req) => ctx.iam.changeRole(who(req), req.params.id, req.body.role),
  );
  api.patch(
    '/api/iam/users/:id/status',
    manage,
    {
      summary: 'Activate, deactivate or suspend (ends sessions unless active)',
      params: ZId,
      body: ZStatusChange,
      example: { status: 'suspended', reason: 'Royalty invoices for August to October are unpaid; access paused until settled.' },
      response: { 200: ZIamUserDetail },
      errors: [404, 409],
    },
    async (req) => ctx.iam.changeStatus(who(req), req.params.id, req.body.status, req.body.reason),
  );
  api.put(
    '/api/iam/users/:id/locations',
    manage,
    {
      summary: "Set a franchisee's locations (a location has one owner)",
      params: ZId,
      body: ZLocationAssignment,
      example: { locationIds: ['6f1c2a9e-3b4d-4c5e-8f70-1a2b3c4d5e6f', '0b7d4e21-5a3c-4f8e-9d62-7c1e3a5b9f04'] },
      response: { 200: ZIamUserDetail },
      errors: [404, 409],
    },
    async (req) => ctx.iam.assignLocations(who(req), req.params.id, req.body.locationIds),
  );
  api.delete(
    '/api/iam/users/:id/sessions',
    manage,
    { summary: 'Sign a user out everywhere', params: ZId, response: { 200: z.object({ sessionsEnded: z.number().int() }) }, errors: [404] },
    async (req) => ctx.iam.signOutEverywhere(who(req), req.params.id),
  );

  api.get(
    '/api/iam/invitations',
    view,
    { summary: 'Pending and expired invitations, newest first', response: { 200: ZInvitationList } },
    async () => ctx.invitations.list(),
  );
  api.post(
    '/api/iam/invitations',
    manage,
    {
      summary: 'Invite by e-mail with a role (and locations for franchisees); link valid 7 days',
      body: ZInvitationCreate,
      example: {
        email: 'ana.santos@example.com',
        fullName: 'Ana Santos',
        role: 'franchisee',
        locationIds: ['6f1c2a9e-3b4d-4c5e-8f70-1a2b3c4d5e6f'],
      },
      response: { 201: ZInvitation },
      errors: [409],
    },
    async (req, reply) => reply.status(201).send(await ctx.invitations.create(who(req), req.body)),
  );
  api.post(
    '/api/iam/invitations/:id/resend',
    manage,
    { summary: 'New link and 7 more days; the old link stops working', params: ZId, response: { 200: ZInvitation }, errors: [404, 409] },
    async (req) => ctx.invitations.resend(who(req), req.params.id),
  );
  api.delete(
    '/api/iam/invitations/:id',
    manage,
    { summary: 'Revoke an invitation', params: ZId, response: { 200: ZInvitation }, errors: [404] },
    async (req) => ctx.invitations.revoke(who(req), req.params.id),
  );

  api.get(
    '/api/iam/permissions',
    view,
    { summary: 'The permission matrix the guards enforce', response: { 200: ZPermissionMatrix } },
    async () => ctx.iam.permissionMatrix(),
  );

  api.get(
    '/api/iam/audit',
    view,
    { summary: 'The audit log, newest first, filtered and paged', querystring: ZAuditQuery, response: { 200: ZAuditList } },
    async (req) => ctx.audit.list(req.query),
  );
  api.get(
    '/api/iam/audit.csv',
    view,
    {
      summary: 'The filtered audit log as CSV (all rows)',
      querystring: ZAuditQuery.omit({ limit: true, offset: true }),
      response: { 200: fileResponse('text/csv', 'The audit log') },
    },
    async (req, reply) => {
      const stamp = manilaToday();
      asDownload(reply, { filename: `audit-log-${stamp}.csv`, contentType: 'text/csv; charset=utf-8' });
      return reply.send(Readable.from(ctx.audit.csv(req.query)));
    },
  );

  // Public: the invitation link opens /auth/callback?type=invite&token=…, which reads and accepts here.
  api.get(
    '/api/invitations/:token',
    'public',
    {
      summary: 'What an invitation link grants (404 unknown; 410 used, revoked or expired)',
      params: ZToken,
      response: { 200: ZInvitationPreview },
      errors: [404, 410],
    },
    async (req) => ctx.invitations.preview(req.params.token),
  );
  api.post(
    '/api/invitations/accept',
    'public',
    {
      summary: 'Set a password for an invitation and sign in',
      body: ZInvitationAccept,
      example: { token: 'rTHRMPtcSIv9QHHBYZZ4xXqI-JLAKu0cQ5a7sZo4e08', fullName: 'Ana Santos', password: 'Sampaguita-2026!' },
      response: { 200: ZAuthResult },
      errors: [404, 409, 410],
    },
    async (req, reply) => {
      const { userId, email } = await ctx.invitations.accept(req.body, req.ip);
      let res;
      try {
        res = await ctx.auth.api.signInEmail({
          body: { email, password: req.body.password },
          headers: authHeaders(req),
          returnHeaders: true,
        });
      } catch (err) {
        throw signInError(err);
      }
      forwardCookies(res.headers, reply);
      const profile = await ctx.profiles.findById(userId);
      if (!profile) throw AppError.of('PROFILE_NOT_FOUND', AUTH_MESSAGES.PROFILE_NOT_FOUND);
      return { user: toProfileDto(profile), redirectTo: await landingFor(ctx.db, profile) };
    },
  );
}
