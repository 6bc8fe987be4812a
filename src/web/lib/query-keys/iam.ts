import type { AuditFilters, UserFilters } from '../filters/iam-filters';

/**
 * The IAM console's cache family. Any change to a user (role, status, locations, sessions) or an
 * invitation invalidates `iamKeys.all`, since users, invitations and the audit log all move together.
 */
export const iamKeys = {
  all: ['iam'] as const,
  users: ['iam', 'users'] as const,
  userList: (filters: UserFilters) => ['iam', 'users', 'list', filters] as const,
  franchisees: ['iam', 'users', 'franchisees'] as const,
  user: (id: string) => ['iam', 'users', 'detail', id] as const,
  invitations: ['iam', 'invitations'] as const,
  permissions: ['iam', 'permissions'] as const,
  audit: (filters: AuditFilters) => ['iam', 'audit', filters] as const,
  settings: ['iam', 'settings'] as const,
  /** The public accept page's preview of one invitation (not under 'iam': no session needed). */
  invitationPreview: (token: string) => ['invitation', token] as const,
};
