import { z } from 'zod';
import { PASSWORD_MIN_LENGTH } from './constants';
import { SIGNUP_MESSAGES } from './errors';
import { ZLine, ZToken } from './http';
import { ZProfileStatus, ZRole } from './role-schemas';

/** Request and response contracts of the auth and profile endpoints, used by forms and routes. */

export const ZEmail = z
  .string()
  .trim()
  .min(1, 'Email is required.')
  .max(254, 'Invalid email. Please check your input.')
  .email('Invalid email. Please check your input.');

/**
 * The auth library refuses passwords over 128 characters (and hashing megabytes is a cheap way to load the server),
 * so every new password is checked here first and the user gets the maximum instead of a failure.
 */
export const PASSWORD_MAX_LENGTH = 128;
export const PASSWORD_TOO_LONG_MESSAGE = `Password must be at most ${PASSWORD_MAX_LENGTH} characters long.`;
/** A password being set: sign-up, reset, change, invitation. */
export const ZNewPassword = z
  .string()
  .min(PASSWORD_MIN_LENGTH, SIGNUP_MESSAGES.WEAK_PASSWORD)
  .max(PASSWORD_MAX_LENGTH, PASSWORD_TOO_LONG_MESSAGE);
/** A password being checked: any stored password fits, anything far longer cannot be right. */
export const ZCurrentPassword = z.string().min(1, 'Password is required.').max(1024);
/** A person's name as shown across the app. */
export const ZFullName = ZLine(120, 'Full name').min(1, 'Full name is required.');

/** E-mail or a verified Philippine mobile number (+63 or 0 followed by 10 digits). */
export const ZPhone = z
  .string()
  .trim()
  .transform((v) => v.replace(/[\s-]/g, ''))
  .pipe(z.string().regex(/^(\+63|0)9\d{9}$/, 'Enter a mobile number: +63 or 0 followed by 10 digits.'))
  .transform((v) => (v.startsWith('0') ? `+63${v.slice(1)}` : v));
export const PHONE_LIKE = /^[+\d][\d\s-]{6,}$/;
export const ZSignInIdentifier = z
  .string()
  .trim()
  .min(1, 'Email is required.')
  .max(254, 'Invalid email. Please check your input.')
  .refine((v) => PHONE_LIKE.test(v) || z.string().email().safeParse(v).success, 'Invalid email. Please check your input.');

export const ZSignIn = z.object({
  email: ZSignInIdentifier,
  password: ZCurrentPassword,
});
export type SignIn = z.infer<typeof ZSignIn>;

export const ZSignUp = z.object({
  fullName: ZFullName,
  email: ZEmail,
  password: ZNewPassword,
});
export type SignUp = z.infer<typeof ZSignUp>;

export const ZForgotPassword = z.object({ email: ZEmail });
export const ZResetPassword = z.object({
  token: ZToken,
  password: ZNewPassword,
});

export const ZProfile = z.object({
  id: z.string(),
  email: z.string(),
  fullName: z.string(),
  avatarUrl: z.string().nullable(),
  role: ZRole,
  status: ZProfileStatus,
  lastLoginAt: z.string().nullable(),
  updatedAt: z.string(),
  metadata: z.record(z.string(), z.unknown()),
  phone: z.string().nullable(),
  phoneVerified: z.boolean(),
  timeZone: z.string(),
  preferences: z.record(z.string(), z.unknown()),
});
export type Profile = z.infer<typeof ZProfile>;

export const ZSessionResponse = z.object({
  user: ZProfile.nullable(),
  permissions: z
    .object({
      suppliers: z.array(z.enum(['read', 'write'])),
      /** Every key of the permission matrix (shared/roles PERMISSIONS) the role holds: pages ask this before fetching. */
      granted: z.array(z.string()).optional(),
    })
    .nullable(),
  demoAccounts: z.boolean(),
  /** enabled: the user has a confirmed authenticator; mustEnroll: head office requires one and it is missing. */
  twoFactor: z.object({ enabled: z.boolean(), mustEnroll: z.boolean() }).nullable(),
});
export type SessionResponse = z.infer<typeof ZSessionResponse>;

export const ZDisplayPreferences = z.object({
  theme: z.enum(['system', 'light', 'dark']).optional(),
  dateFormat: z.enum(['medium', 'short', 'iso']).optional(),
  compactTables: z.boolean().optional(),
});
export type DisplayPreferences = z.infer<typeof ZDisplayPreferences>;

/** IANA zone names the runtime knows; the default is the network's own. */
export const ZTimeZone = ZLine(64).refine((tz) => {
  try {
    new Intl.DateTimeFormat('en-PH', { timeZone: tz });
    return true;
  } catch {
    return false;
  }
}, 'Choose a valid time zone.');

/** Avatar changes go through the upload endpoint; `avatarUrl: null` removes it. Phone goes through verification. */
export const ZProfileUpdate = z.object({
  fullName: ZFullName.optional(),
  avatarUrl: z.null().optional(),
  timeZone: ZTimeZone.optional(),
  preferences: ZDisplayPreferences.optional(),
});

export const ZAuthResult = z.object({ user: ZProfile, redirectTo: z.string() });
/** The password was right but the account has an authenticator: the client asks for the code next. */
export const ZTwoFactorChallenge = z.object({ twoFactorRequired: z.literal(true) });
export const ZSignInResult = z.union([ZAuthResult, ZTwoFactorChallenge]);
export type SignInResult = z.infer<typeof ZSignInResult>;
