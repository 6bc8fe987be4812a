import { z } from 'zod';
import { ZCurrentPassword, ZEmail, ZNewPassword, ZPhone, ZProfile } from './auth.contracts';
import { ZLine, listOf } from './http';

/** Self-service account security on /profile: e-mail, password, phone, sessions, two-factor, linked identities. */

export const ZChangeEmail = z.object({ newEmail: ZEmail });
export const ZChangePassword = z.object({
  currentPassword: z.string().min(1, 'Current password is required.').max(1024),
  newPassword: ZNewPassword,
  signOutOtherSessions: z.boolean().default(true),
});

export const ZPhoneStart = z.object({ phone: ZPhone });
export const ZPhoneVerify = z.object({
  phone: ZPhone,
  code: z
    .string()
    .trim()
    .regex(/^\d{6}$/, 'Enter the 6-digit code from the text message.'),
});

export const ZAccountSession = z.object({
  id: z.string(),
  device: z.string(),
  ipAddress: z.string().nullable(),
  createdAt: z.string(),
  lastSeenAt: z.string(),
  current: z.boolean(),
});
export type AccountSession = z.infer<typeof ZAccountSession>;
export const ZAccountSessionList = listOf(ZAccountSession);

export const ZPasswordConfirm = z.object({ password: ZCurrentPassword });
export const ZTotpCode = z.object({
  code: z
    .string()
    .trim()
    .regex(/^\d{6}$/, 'Enter the 6-digit code from your authenticator app.'),
});
/** Returned once when enrolment starts; the backup codes are never shown again. */
export const ZTwoFactorEnrollment = z.object({ totpUri: z.string(), secret: z.string(), backupCodes: z.array(z.string()) });
export const ZBackupCodes = z.object({ backupCodes: z.array(z.string()) });

/** The second sign-in step: a 6-digit authenticator code or one of the backup codes. */
export const ZTwoFactorSignIn = z.object({
  code: ZLine(32).min(6, 'Enter the 6-digit code or a backup code.'),
  method: z.enum(['totp', 'backup']).default('totp'),
  trustDevice: z.boolean().default(false),
});

export const ZIdentity = z.object({ providerId: z.string(), label: z.string(), accountId: z.string(), createdAt: z.string() });
export const ZIdentityList = z.object({
  items: z.array(ZIdentity),
  /** External providers configured on this server that the user has not linked yet. */
  linkable: z.array(z.object({ providerId: z.string(), label: z.string() })),
});
export const ZAuthProviders = z.object({
  oidc: z.object({ providerId: z.string(), label: z.string() }).nullable(),
  phoneSignIn: z.boolean(),
});
export const ZRedirectUrl = z.object({ url: z.string() });
export const ZAccessToken = z.object({ token: z.string(), expiresIn: z.number().int() });

export { ZProfile };
