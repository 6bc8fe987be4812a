import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { routeKit } from '../../lib/route-kit';
import { ZProfile, ZProfileUpdate } from '../../../shared/auth.contracts';
import { requireActor } from '../../auth/session';
import { PROFILE_MESSAGES } from '../../../shared/errors';
import { toProfileDto } from '../../lib/profile-dto';

export async function profileRoutes(app: FastifyInstance, ctx: AppContext) {
  const api = routeKit(app, ['profiles']);
  // Open to head office that still has to enrol two-factor: the profile is where they enrol.
  const own = ctx.guards.signedInAs({ allowUnenrolled: true });
  const ownUpdate = ctx.guards.signedInAs({ allowUnenrolled: true, unauthenticatedMessage: PROFILE_MESSAGES.NOT_SIGNED_IN });

  api.get('/api/profile', own, { summary: 'The signed-in user profile', response: { 200: ZProfile } }, async (request) =>
    toProfileDto(await ctx.profiles.getOwn(requireActor(request))),
  );

  api.patch(
    '/api/profile',
    ownUpdate,
    {
      summary: 'Update the signed-in user profile',
      body: ZProfileUpdate,
      example: { fullName: 'Ana Santos', timeZone: 'Asia/Manila', preferences: { theme: 'light', dateFormat: 'medium' } },
      response: { 200: ZProfile },
    },
    async (request) => {
      const { avatarUrl, ...rest } = request.body;
      return toProfileDto(await ctx.profiles.updateOwn(requireActor(request), avatarUrl === null ? { ...rest, avatarUrl: null } : rest));
    },
  );
}
