import type { Kernel } from '../../context';
import type { ProfileService } from '../profiles/profiles.service';
import type { SecuritySettingsService } from '../security-settings/security-settings.service';
import { createAuth } from '../../auth/auth';
import { resolveSecret } from '../../auth/secret';
import { createAccessTokenVerifier } from '../../auth/access-tokens';
import { createGuards, createSessionCheck, createSessionResolver, type RequestSession } from '../../auth/session';
import { createSessionCache } from '../../auth/session-cache';
import { publishRevocation } from '../../lib/notification-bus';
import { defineModule } from '../define-module';
import { createAuthService } from './auth.service';
import { authRoutes } from './auth.routes';

type Needs = Pick<Kernel, 'db' | 'config' | 'baseUrl' | 'mailer' | 'oidc' | 'limiter' | 'notificationBus'> & {
  profiles: ProfileService;
  securitySettings: SecuritySettingsService;
};

/** Sign-in, sessions and the guards every other module's routes use (`ctx.guards.can(…)`). */
export const authModule = defineModule({
  name: 'auth',
  services: ({ db, config, baseUrl, mailer, oidc, limiter, notificationBus, profiles, securitySettings }: Needs) => {
    const auth = createAuth({
      db,
      baseUrl,
      secret: resolveSecret(config),
      mailer,
      profiles,
      signupEnabled: config.SIGNUP_ENABLED,
      silent: config.LOG_LEVEL === 'silent',
      oidc,
      jwt: { ttlSeconds: config.JWT_TTL_SECONDS, rotationSeconds: Math.round(config.JWKS_ROTATION_DAYS * 86_400) },
      // Open notification streams on that session, in every process, close.
      onSessionEnded: ({ userId, sessionId }) => publishRevocation(db, { userId, sessionIds: [sessionId] }),
    });
    const authService = createAuthService({
      db,
      auth,
      profiles,
      limiter,
      limits: {
        maxFailuresPerEmail: config.SIGNIN_MAX_FAILURES_PER_EMAIL,
        maxFailuresPerIp: config.SIGNIN_MAX_FAILURES_PER_IP,
        windowSeconds: config.SIGNIN_WINDOW_SECONDS,
        maxSignUpsPerIp: config.SIGNUP_MAX_PER_IP,
        signUpWindowSeconds: config.SIGNUP_WINDOW_SECONDS,
      },
    });
    const tokens = createAccessTokenVerifier({ auth, issuer: baseUrl, audience: baseUrl });
    const sessionCache = createSessionCache<RequestSession>({ ttlMs: config.SESSION_CACHE_MS });
    // A user's session, account or profile changed in some process (migration 0028); '*' is a setting, not a user.
    notificationBus.onIdentityChange((id) => id !== '*' && sessionCache.forgetUser(id));
    // Changes announced while the LISTEN connection was down are lost: start again from the database.
    notificationBus.onReconnect(() => sessionCache.clear());
    const getSession = createSessionResolver({ db, auth, profiles, tokens, cache: sessionCache });
    const guards = createGuards(getSession, securitySettings);
    return { auth, authService, getSession, sessionCache, guards, sessionStillValid: createSessionCheck(db) };
  },
  routes: authRoutes,
});
