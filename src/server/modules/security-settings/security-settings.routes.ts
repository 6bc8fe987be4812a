import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { routeKit } from '../../lib/route-kit';
import { ZSecuritySettings } from '../../../shared/iam.contracts';
import { ACCOUNT_MESSAGES } from '../../../shared/errors';
import { AppError } from '../../lib/app-error';
import { requireSignedIn } from '../../auth/session';

export async function securitySettingsRoutes(app: FastifyInstance, ctx: AppContext) {
  const api = routeKit(app, ['iam']);

  // Reachable by head office that still has to enrol, so a franchisor can always switch the requirement off.
  const allowUnenrolled = true;

  api.get(
    '/api/iam/settings',
    ctx.guards.can('iam.view', { allowUnenrolled }),
    { summary: 'Security settings', response: { 200: ZSecuritySettings } },
    () => ctx.securitySettings.get(),
  );

  api.put(
    '/api/iam/settings',
    ctx.guards.can('iam.settings', { allowUnenrolled }),
    {
      summary: 'Change security settings (franchisor)',
      body: ZSecuritySettings,
      example: { requireTwoFactorForHeadOffice: true },
      response: { 200: ZSecuritySettings },
      errors: [409],
    },
    async (request) => {
      const s = requireSignedIn(request);
      if (request.body.requireTwoFactorForHeadOffice && !s.twoFactorEnabled) {
        throw AppError.of('DUPLICATE_RESOURCE', ACCOUNT_MESSAGES.TWO_FACTOR_SELF_FIRST);
      }
      return ctx.securitySettings.update(s.actor, request.body, request.ip);
    },
  );
}
