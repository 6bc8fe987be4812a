import { betterAuth } from 'better-auth';
import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import { APIError } from 'better-auth/api';
import { genericOAuth, jwt, twoFactor } from 'better-auth/plugins';
import type { Db } from '../db/client';
import { authAccounts, authJwks, authSessions, authTwoFactors, authUsers, authVerifications } from '../db/schema';
import type { Mailer } from '../lib/mailer';
import type { ProfileService } from '../modules/profiles/profiles.service';
import { AppError } from '../lib/app-error';
import { PASSWORD_MIN_LENGTH } from '../../shared/constants';

export interface AuthDeps {
  db: Db;
  baseUrl: string;
  secret: string;
  mailer: Mailer;
  profiles: ProfileService;
  signupEnabled: boolean;
  silent?: boolean;
  oidc?: OidcConfig;
  jwt: { ttlSeconds: number; rotationSeconds: number };
  /** Told about every session the library deletes (sign-out, password change or reset), to close live channels. */
  onSessionEnded?: (session: { userId: string; sessionId: string }) => Promise<void>;
}

export interface OidcConfig {
  issuer: string;
  clientId: string;
  clientSecret?: string;
  label: string;
}
/** The provider id of the one configured OpenID Connect provider (callback: /api/auth/callback/oidc). */
export const OIDC_PROVIDER_ID = 'oidc';

function toApiError(err: unknown): unknown {
  if (err instanceof AppError) {
    return new APIError(err.status === 403 ? 'FORBIDDEN' : 'INTERNAL_SERVER_ERROR', { code: err.code, message: err.message });
  }
  return err;
}

/**
 * The better-auth instance: e-mail + password, database sessions, password reset by mail,
 * TOTP two-factor with backup codes, JWT + JWKS for other services, and one OIDC provider when configured.
 */
export function createAuth(deps: AuthDeps) {
  return betterAuth({
    appName: 'FranchiseHub',
    baseURL: `${deps.baseUrl}/api/auth`,
    basePath: '/api/auth',
    secret: deps.secret,
    trustedOrigins: [deps.baseUrl],
    database: drizzleAdapter(deps.db as never, {
      provider: 'pg',
      schema: {
        user: authUsers,
        session: authSessions,
        account: authAccounts,
        verification: authVerifications,
        twoFactor: authTwoFactors,
        jwks: authJwks,
      },
    }),
    plugins: [
      twoFactor({
        issuer: 'FranchiseHub',
        twoFactorTable: 'twoFactor',
        backupCodeOptions: { amount: 10, length: 10 },
        // Five wrong codes lock the second step for 15 minutes (per account, shared by every process).
        accountLockout: { enabled: true, maxFailedAttempts: 5, durationSeconds: 900 },
      }),
      jwt({
        jwks: {
          keyPairConfig: { alg: 'EdDSA', crv: 'Ed25519' },
          rotationInterval: deps.jwt.rotationSeconds,
          // A retired key stays published until every token it signed has expired.
          gracePeriod: deps.jwt.ttlSeconds + 60,
        },
        jwt: {
          issuer: deps.baseUrl,
          audience: deps.baseUrl,
          expirationTime: `${deps.jwt.ttlSeconds}s`,
          // `sid` ties the token to the session it was issued from: signing out, a revocation or a password change
          // that ends the session ends its tokens too (session.ts fromBearer).
          definePayload: async ({ user, session }) => {
            const profile = await deps.profiles.findById(user.id);
            return { email: user.email, role: profile?.role ?? 'user', status: profile?.status ?? 'inactive', sid: session.id };
          },
        },
        disableSettingJwtHeader: true,
      }),
      ...(deps.oidc
        ? [
            genericOAuth({
              config: [
                {
                  providerId: OIDC_PROVIDER_ID,
                  name: deps.oidc.label,
                  discoveryUrl: `${deps.oidc.issuer.replace(/\/$/, '')}/.well-known/openid-configuration`,
                  clientId: deps.oidc.clientId,
                  clientSecret: deps.oidc.clientSecret,
                  // client_secret_basic: the OIDC default every provider supports.
                  ...(deps.oidc.clientSecret ? { authentication: 'basic' as const } : {}),
                  scopes: ['openid', 'email', 'profile'],
                  pkce: true,
                  disableImplicitSignUp: !deps.signupEnabled,
                },
              ],
            }),
          ]
        : []),
    ],
    account: {
      // Signing in through the OIDC provider with the e-mail of an existing account links it (the provider vouches for the e-mail).
      accountLinking: { enabled: true, trustedProviders: [OIDC_PROVIDER_ID], allowDifferentEmails: true },
    },
    // A new e-mail address only replaces the old one once its owner opens the link sent to it.
    user: { changeEmail: { enabled: true } },
    emailVerification: {
      sendOnSignUp: false,
      expiresIn: 60 * 60 * 24,
      sendVerificationEmail: async ({ user, url }) => {
        await deps.mailer.send({
          to: user.email,
          subject: 'Confirm your new FranchiseHub e-mail address',
          text: `Hello ${user.name},\n\nOpen this link within 24 hours to use this address for your FranchiseHub account:\n\n${url}\n\nIf you did not ask for this, ignore this e-mail; nothing changes.`,
        });
      },
    },
    advanced: {
      database: { generateId: 'uuid' },
      useSecureCookies: deps.baseUrl.startsWith('https://'),
      defaultCookieAttributes: { httpOnly: true, sameSite: 'lax' },
    },
    // An OAuth callback the library cannot finish (lost state, provider error) returns to the login page,
    // which shows the sign-in failure; the library's own /error page is not served.
    onAPIError: { errorURL: `${deps.baseUrl}/login?error=oidc` },
    // Sign-in and reset throttling is ours (database-backed, per e-mail and per address).
    rateLimit: { enabled: false },
    telemetry: { enabled: false },
    logger: { disabled: deps.silent === true },
    emailAndPassword: {
      enabled: true,
      disableSignUp: !deps.signupEnabled,
      minPasswordLength: PASSWORD_MIN_LENGTH,
      autoSignIn: true,
      revokeSessionsOnPasswordReset: true,
      resetPasswordTokenExpiresIn: 60 * 60,
      sendResetPassword: async ({ user, url }) => {
        await deps.mailer.send({
          to: user.email,
          subject: 'Reset your FranchiseHub password',
          text: `Hello ${user.name},\n\nSomeone asked to reset the password of your FranchiseHub account. Open this link within one hour to choose a new password:\n\n${url}\n\nIf it was not you, ignore this e-mail; your password stays as it is.`,
        });
      },
    },
    session: { expiresIn: 60 * 60 * 24 * 7, updateAge: 60 * 60 * 24 },
    databaseHooks: {
      user: {
        update: {
          // The profile mirrors the sign-in e-mail (confirmed e-mail changes land here).
          after: async (user) => {
            if (user.email) await deps.profiles.syncEmail(user.id, user.email);
          },
        },
      },
      session: {
        delete: {
          after: async (session) => {
            await deps.onSessionEnded?.({ userId: session.userId, sessionId: session.id });
          },
        },
        create: {
          // Every new session (sign-in, sign-up) passes the profile rules first.
          before: async (session) => {
            try {
              await deps.profiles.ensureOnSignIn(session.userId);
            } catch (err) {
              throw toApiError(err);
            }
          },
        },
      },
    },
  });
}
export type Auth = ReturnType<typeof createAuth>;
