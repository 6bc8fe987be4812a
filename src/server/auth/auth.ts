import { betterAuth } from 'better-auth';
import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import { APIError } from 'better-auth/api';
import type { Db } from '../db/client';
import { authAccounts, authSessions, authUsers, authVerifications } from '../db/schema';
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
}

/** The better-auth instance: e-mail + password, database sessions, password reset by mail. */
export function createAuth(deps: AuthDeps) {
  return betterAuth({
    appName: 'FranchiseHub',
    baseURL: `${deps.baseUrl}/api/auth`,
    basePath: '/api/auth',
    secret: deps.secret,
    trustedOrigins: [deps.baseUrl],
    database: drizzleAdapter(deps.db as never, {
      provider: 'pg',
      schema: { user: authUsers, session: authSessions, account: authAccounts, verification: authVerifications },
    }),
    advanced: {
      database: { generateId: 'uuid' },
      useSecureCookies: deps.baseUrl.startsWith('https://'),
      defaultCookieAttributes: { httpOnly: true, sameSite: 'lax' },
    },
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
      session: {
        create: {
          // Every new session (sign-in, sign-up) passes the profile rules first.
          before: async (session) => {
            try {
              await deps.profiles.ensureOnSignIn(session.userId);
            } catch (err) {
              if (err instanceof AppError) {
                throw new APIError(err.status === 403 ? 'FORBIDDEN' : 'INTERNAL_SERVER_ERROR', {
                  code: err.code,
                  message: err.message,
                });
              }
              throw err;
            }
          },
        },
      },
    },
  });
}
export type Auth = ReturnType<typeof createAuth>;
