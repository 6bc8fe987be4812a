import * as z from 'zod/mini';
import { PROFILE_STATUSES, ROLES } from '../../../shared/roles';

/**
 * The sign-in page's copies of the shared auth contracts (shared/auth.contracts.ts, account.contracts.ts), written
 * with zod/mini: classic zod is 22 KB of brotli that the sign-in page could not afford (issue 12's 110 KB budget).
 * The server keeps validating with the classic contracts; auth-schemas.test.ts checks these agree with them on
 * the same inputs (same success, same output, same messages), so the browser refuses exactly what the server would.
 */

/** shared/auth.contracts PHONE_LIKE: an identifier that looks like a phone number is not checked as an e-mail. */
const PHONE_LIKE = /^[+\d][\d\s-]{6,}$/;
const INVALID_EMAIL = 'Invalid email. Please check your input.';
const Email = z.email();

/** ZSignIn: e-mail or a verified mobile number, and the current password. */
export const ZSignInForm = z.object({
  email: z.string().check(
    z.trim(),
    z.minLength(1, 'Email is required.'),
    z.maxLength(254, INVALID_EMAIL),
    z.refine((v) => PHONE_LIKE.test(v) || z.safeParse(Email, v).success, INVALID_EMAIL),
  ),
  password: z.string().check(z.minLength(1, 'Password is required.'), z.maxLength(1024)),
});
export type SignInForm = z.infer<typeof ZSignInForm>;

const ZProfile = z.object({
  id: z.string(),
  email: z.string(),
  fullName: z.string(),
  avatarUrl: z.nullable(z.string()),
  role: z.enum(ROLES),
  status: z.enum(PROFILE_STATUSES),
  lastLoginAt: z.nullable(z.string()),
  updatedAt: z.string(),
  metadata: z.record(z.string(), z.unknown()),
  phone: z.nullable(z.string()),
  phoneVerified: z.boolean(),
  timeZone: z.string(),
  preferences: z.record(z.string(), z.unknown()),
});

/** ZSessionResponse: GET /api/session. */
export const ZSession = z.object({
  user: z.nullable(ZProfile),
  permissions: z.nullable(z.object({ suppliers: z.array(z.enum(['read', 'write'])), granted: z.optional(z.array(z.string())) })),
  demoAccounts: z.boolean(),
  twoFactor: z.nullable(z.object({ enabled: z.boolean(), mustEnroll: z.boolean() })),
});

/** ZSignInResult: the session started ({user, redirectTo}) or the account asks for its second factor. */
export const ZSignInAnswer = z.union([
  z.object({ user: ZProfile, redirectTo: z.string() }),
  z.object({ twoFactorRequired: z.literal(true) }),
]);

/** ZAuthProviders: GET /api/auth/providers. */
export const ZProviders = z.object({
  oidc: z.nullable(z.object({ providerId: z.string(), label: z.string() })),
  phoneSignIn: z.boolean(),
});

/** ZRedirectUrl: POST /api/auth/sign-in/oidc. */
export const ZOidcRedirect = z.object({ url: z.string() });
