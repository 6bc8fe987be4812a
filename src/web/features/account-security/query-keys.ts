/** Account security lives in the spec's `user` area, so a profile refresh (['user']) re-reads it too. */
export const securityKeys = {
  user: ['user'] as const,
  session: ['user', 'session'] as const,
  sessions: ['user', 'sessions'] as const,
  identities: ['user', 'identities'] as const,
};
