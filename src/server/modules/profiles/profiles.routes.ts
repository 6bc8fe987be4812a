import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context';
import { ZProfile, ZProfileUpdate } from '../../../shared/auth.contracts';
import { AppError } from '../../lib/app-error';
import { PROFILE_MESSAGES } from '../../../shared/errors';
import { toProfileDto } from './profiles.service';

export async function profileRoutes(app: FastifyInstance, ctx: AppContext) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['profiles'];

  r.get('/api/profile', { schema: { tags, summary: 'The signed-in user profile', response: { 200: ZProfile } } }, async (request) => {
    const s = await ctx.guards.requireSession(request, { allowUnenrolled: true });
    return toProfileDto(await ctx.profiles.getOwn(s.actor));
  });

  r.patch('/api/profile', { schema: { tags, summary: 'Update the signed-in user profile', body: ZProfileUpdate, response: { 200: ZProfile } } }, async (request) => {
    const s = await ctx.getSession(request);
    if (!s) throw new AppError('AUTHENTICATION_ERROR', 401, PROFILE_MESSAGES.NOT_SIGNED_IN);
    await ctx.guards.requireSession(request, { allowUnenrolled: true });
    const { avatarUrl, ...rest } = request.body;
    return toProfileDto(await ctx.profiles.updateOwn(s.actor, avatarUrl === null ? { ...rest, avatarUrl: null } : rest));
  });
}
