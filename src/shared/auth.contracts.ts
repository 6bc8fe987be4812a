import { z } from 'zod';
import { PASSWORD_MIN_LENGTH } from './constants';
import { SIGNUP_MESSAGES } from './errors';
import { ZProfileStatus, ZRole } from './roles';

/** Request and response contracts of the auth and profile endpoints, used by forms and routes. */

export const ZEmail = z.string().trim().min(1, 'Email is required.').email('Invalid email. Please check your input.');

export const ZSignIn = z.object({
  email: ZEmail,
  password: z.string().min(1, 'Password is required.'),
});
export type SignIn = z.infer<typeof ZSignIn>;

export const ZSignUp = z.object({
  fullName: z.string().trim().min(1, 'Full name is required.').max(120),
  email: ZEmail,
  password: z.string().min(PASSWORD_MIN_LENGTH, SIGNUP_MESSAGES.WEAK_PASSWORD),
});
export type SignUp = z.infer<typeof ZSignUp>;

export const ZForgotPassword = z.object({ email: ZEmail });
export const ZResetPassword = z.object({
  token: z.string().min(1),
  password: z.string().min(PASSWORD_MIN_LENGTH, SIGNUP_MESSAGES.WEAK_PASSWORD),
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
});
export type Profile = z.infer<typeof ZProfile>;

export const ZSessionResponse = z.object({
  user: ZProfile.nullable(),
  permissions: z.object({ suppliers: z.array(z.enum(['read', 'write'])) }).nullable(),
  demoAccounts: z.boolean(),
});
export type SessionResponse = z.infer<typeof ZSessionResponse>;

export const ZProfileUpdate = z.object({
  fullName: z.string().trim().min(1, 'Full name is required.').max(120).optional(),
  avatarUrl: z.string().url().nullable().optional(),
});
