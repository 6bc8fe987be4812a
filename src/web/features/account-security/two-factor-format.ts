import { toManilaYmd } from '../../../shared/time';

/** The base32 secret inside an otpauth:// URI (what authenticator apps read from the QR code). */
export function secretFromTotpUri(uri: string): string | null {
  try {
    return new URL(uri).searchParams.get('secret');
  } catch {
    return null;
  }
}

/** "JBSW Y3DP EHPK 3PXP": groups of four are easier to type into an app by hand. */
export function groupSecret(secret: string): string {
  return secret.replace(/\s+/g, '').replace(/(.{4})(?=.)/g, '$1 ');
}

/** The downloadable backup-codes file. */
export function backupCodesFile(codes: readonly string[], account: string, at: Date = new Date()): string {
  return [
    'FranchiseHub backup codes',
    `Account: ${account}`,
    `Created: ${toManilaYmd(at)}`,
    '',
    'Each code signs you in once when you cannot use your authenticator app.',
    '',
    codes.join('\n'),
    '',
  ].join('\n');
}
