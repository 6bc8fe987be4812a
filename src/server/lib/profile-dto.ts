import type { userProfiles } from '../db/schema';
import type { Profile } from '../../shared/auth.contracts';

type ProfileRow = typeof userProfiles.$inferSelect;

export function toProfileDto(row: ProfileRow): Profile {
  return {
    id: row.id,
    email: row.email,
    fullName: row.fullName,
    avatarUrl: row.avatarUrl,
    role: row.role,
    status: row.status,
    lastLoginAt: row.lastLoginAt ? row.lastLoginAt.toISOString() : null,
    updatedAt: row.updatedAt.toISOString(),
    metadata: row.metadata ?? {},
    phone: row.phone,
    phoneVerified: row.phoneVerifiedAt !== null,
    timeZone: row.timeZone,
    preferences: row.preferences ?? {},
  };
}
