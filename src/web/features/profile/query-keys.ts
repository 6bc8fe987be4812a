/**
 * The profile's cache family. Everything about the signed-in person lives under the spec's `user`
 * area (the session query is ['user', 'session']); the franchisee's own locations under `franchises`.
 */
export const profileKeys = {
  user: ['user'] as const,
  profile: ['user', 'profile'] as const,
  myLocations: ['franchises', 'locations', 'mine'] as const,
};
