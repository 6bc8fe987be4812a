import { Readable } from 'node:stream';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context';
import { signedIn } from '../../lib/openapi-errors';
import { authHeaders } from '../../auth/request-headers';
import { requireActor } from '../../auth/session';
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
import { ROLE_HOME, type Role } from '../../../shared/roles';
import { ZId } from '../../../shared/http';
import { manilaToday } from '../../../shared/time';
import { toProfileDto } from '../../lib/profile-dto';

const ZToken = z.object({ token: z.string().min(10).max(200) });

/** IAM console (iam.view reads, iam.manage_users writes) and the public invitation pages. */
export async function iamRoutes(app: FastifyInstance, ctx: AppContext) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['iam'];
  const view = ctx.guards.can('iam.view');
  const manage = ctx.guards.can('iam.manage_users');
  const who = (req: FastifyRequest) => ({ actor: requireActor(req), ip: req.ip });

  r.get(
    '/api/iam/users',
    {
      onRequest: view,
      schema: signedIn({
        tags,
        summary: 'Users: search, filter by role, status, location; paged',
        querystring: ZIamUserQuery,
        response: { 200: ZIamUserList },
      }),
    },
    async (req) => ctx.iam.listUsers(req.query),
  );
  r.get(
    '/api/iam/users/:id',
    {
      onRequest: view,
      schema: signedIn(
        {
          tags,
          summary: 'One user: profile, locations, sessions, identities, two-factor, activity',
          params: ZId,
          response: { 200: ZIamUserDetail },
        },
        404,
      ),
    },
    async (req) => ctx.iam.getUser(req.params.id),
  );
  r.patch(
    '/api/iam/users/:id/role',
    {
      onRequest: manage,
      schema: signedIn(
        {
          tags,
          summary: 'Change a role (franchisor role: franchisors only; ends sessions when access shrinks)',
          params: ZId,
          body: ZRoleChange,
          response: { 200: ZIamUserDetail },
        },
        404,
      ),
    },
    async (req) => ctx.iam.changeRole(who(req), req.params.id, req.body.role),
  );
  r.patch(
    '/api/iam/users/:id/status',
    {
      onRequest: manage,
      schema: signedIn(
        {
          tags,
          summary: 'Activate, deactivate or suspend (ends sessions unless active)',
          params: ZId,
          body: ZStatusChange,
          response: { 200: ZIamUserDetail },
        },
        404,
      ),
    },
    async (req) => ctx.iam.changeStatus(who(req), req.params.id, req.body.status, req.body.reason),
  );
  r.put(
    '/api/iam/users/:id/locations',
    {
      onRequest: manage,
      schema: signedIn(
        {
          tags,
          summary: "Set a franchisee's locations (a location has one owner)",
          params: ZId,
          body: ZLocationAssignment,
          response: { 200: ZIamUserDetail },
        },
        404,
      ),
    },
    async (req) => ctx.iam.assignLocations(who(req), req.params.id, req.body.locationIds),
  );
  r.delete(
    '/api/iam/users/:id/sessions',
    {
      onRequest: manage,
      schema: signedIn(
        {
          tags,
          summary: 'Sign a user out everywhere',
          params: ZId,
          response: { 200: z.object({ sessionsEnded: z.number().int() }) },
        },
        404,
      ),
    },
    async (req) => ctx.iam.signOutEverywhere(who(req), req.params.id),
  );

  r.get(
    '/api/iam/invitations',
    {
      onRequest: view,
      schema: signedIn({ tags, summary: 'Pending and expired invitations, newest first', response: { 200: ZInvitationList } }),
    },
    async () => ctx.invitations.list(),
  );
  r.post(
    '/api/iam/invitations',
    {
      onRequest: manage,
      schema: signedIn({
        tags,
        summary: 'Invite by e-mail with a role (and locations for franchisees); link valid 7 days',
        body: ZInvitationCreate,
        response: { 201: ZInvitation },
      }),
    },
    async (req, reply) => reply.status(201).send(await ctx.invitations.create(who(req), req.body)),
  );
  r.post(
    '/api/iam/invitations/:id/resend',
    {
      onRequest: manage,
      schema: signedIn(
        { tags, summary: 'New link and 7 more days; the old link stops working', params: ZId, response: { 200: ZInvitation } },
        404,
      ),
    },
    async (req) => ctx.invitations.resend(who(req), req.params.id),
  );
  r.delete(
    '/api/iam/invitations/:id',
    { onRequest: manage, schema: signedIn({ tags, summary: 'Revoke an invitation', params: ZId, response: { 200: ZInvitation } }, 404) },
    async (req) => ctx.invitations.revoke(who(req), req.params.id),
  );

  r.get(
    '/api/iam/permissions',
    {
      onRequest: view,
      schema: signedIn({ tags, summary: 'The permission matrix the guards enforce', response: { 200: ZPermissionMatrix } }),
    },
    async () => ctx.iam.permissionMatrix(),
  );

  r.get(
    '/api/iam/audit',
    {
      onRequest: view,
      schema: signedIn({
        tags,
        summary: 'The audit log, newest first, filtered and paged',
        querystring: ZAuditQuery,
        response: { 200: ZAuditList },
      }),
    },
    async (req) => ctx.audit.list(req.query),
  );
  r.get(
    '/api/iam/audit.csv',
    {
      onRequest: view,
      schema: signedIn({
        tags,
        summary: 'The filtered audit log as CSV (all rows)',
        querystring: ZAuditQuery.omit({ limit: true, offset: true }),
      }),
    },
    async (req, reply) => {
      const stamp = manilaToday();
      reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="audit-log-${stamp}.csv"`);
      return reply.send(Readable.from(ctx.audit.csv(req.query)));
    },
  );

  // Public: the invitation link opens /auth/callback?type=invite&token=…, which reads and accepts here.
  r.get(
    '/api/invitations/:token',
    {
      schema: signedIn(
        {
          tags,
          summary: 'What an invitation link grants (404 unknown; 410 used, revoked or expired)',
          params: ZToken,
          response: { 200: ZInvitationPreview },
        },
        404,
      ),
    },
    async (req) => ctx.invitations.preview(req.params.token),
  );
  r.post(
    '/api/invitations/accept',
    {
      schema: signedIn({
        tags,
        summary: 'Set a password for an invitation and sign in',
        body: ZInvitationAccept,
        response: { 200: ZAuthResult },
      }),
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
      return { user: toProfileDto(profile), redirectTo: ROLE_HOME[profile.role as Role] };
    },
  );
}
