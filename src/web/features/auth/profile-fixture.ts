/** A signed-in user's profile as GET /api/session sends it: the input the sign-in page's schema tests start from. */
export const profile = {
  id: 'u1',
  email: 'a@b.co',
  fullName: 'A B',
  avatarUrl: null,
  role: 'franchisee',
  status: 'active',
  lastLoginAt: null,
  updatedAt: '2026-01-01T00:00:00.000Z',
  metadata: {},
  phone: '+639171234567',
  phoneVerified: true,
  timeZone: 'Asia/Manila',
  preferences: { theme: 'dark' },
};
