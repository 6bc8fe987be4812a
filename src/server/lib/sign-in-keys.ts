import { sql } from 'drizzle-orm';

/** The sign-in counters of one e-mail: over all addresses, and the per-address ones (`perAddress` + address). */
export const signInEmailKeys = (email: string) => ({ all: `signin:email:${email}`, perAddress: `signin:email-ip:${email}:` });

/** Whether a rate_limit_hits key is one of an e-mail's sign-in counters (for cleanup and leftover checks). */
export const isSignInKeyOf = (email: string) => {
  const k = signInEmailKeys(email);
  return sql`(key = ${k.all} or left(key, ${k.perAddress.length}) = ${k.perAddress})`;
};
