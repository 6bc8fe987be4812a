import { z } from 'zod';
import { ZEmail, ZFullName, ZNewPassword } from './auth.contracts';
import { ZLine, ZManilaDateRange, ZMultiline, ZPageQuery, ZSearch, ZToken, paged, listOf } from './http';
import { ZProfileStatus, ZRole } from './role-schemas';
import { ROLES } from './roles';

/** The IAM console (/iam-management): users, invitations, role/status changes, permissions, audit log, settings. */

export const ZIamLocationRef = z.object({ id: z.string(), code: z.string(), name: z.string(), brandName: z.string() });

export const ZIamUser = z.object({
  id: z.string(),
  email: z.string(),
  fullName: z.string(),
  avatarUrl: z.string().nullable(),
  phone: z.string().nullable(),
  role: ZRole,
  status: ZProfileStatus,
  twoFactorEnabled: z.boolean(),
  lastLoginAt: z.string().nullable(),
  createdAt: z.string(),
  locations: z.array(ZIamLocationRef),
});
export type IamUser = z.infer<typeof ZIamUser>;

/** The users list sorts on the server by one of these (name A–Z is the default). */
export const IAM_USER_SORTS = ['name_asc', 'name_desc', 'last_sign_in_desc', 'created_desc'] as const;
export type IamUserSort = (typeof IAM_USER_SORTS)[number];

export const ZIamUserQuery = z.object({
  search: ZSearch,
  role: ZRole.optional(),
  status: ZProfileStatus.optional(),
  locationId: z.string().uuid().optional(),
  sort: z.enum(IAM_USER_SORTS).default('name_asc'),
  ...ZPageQuery(25).shape,
});
export const ZIamUserList = paged(ZIamUser);

export const ZIamSession = z.object({
  id: z.string(),
  ipAddress: z.string().nullable(),
  userAgent: z.string().nullable(),
  createdAt: z.string(),
  lastSeenAt: z.string(),
  expiresAt: z.string(),
});

export const ZAuditEntry = z.object({
  id: z.string(),
  actorId: z.string().nullable(),
  actorEmail: z.string().nullable(),
  action: z.string(),
  targetType: z.string(),
  targetId: z.string().nullable(),
  targetLabel: z.string().nullable(),
  before: z.unknown().nullable(),
  after: z.unknown().nullable(),
  ipAddress: z.string().nullable(),
  createdAt: z.string(),
});
export type AuditEntry = z.infer<typeof ZAuditEntry>;

export const ZIamUserDetail = ZIamUser.extend({
  sessions: z.array(ZIamSession),
  /** better-auth provider ids: 'credential' (password), the OIDC provider id… */
  identities: z.array(z.string()),
  activity: z.array(ZAuditEntry),
});
export type IamUserDetail = z.infer<typeof ZIamUserDetail>;

export const ZRoleChange = z.object({ role: ZRole });
export const ZStatusChange = z.object({ status: ZProfileStatus, reason: ZMultiline(500).optional() });
export const ZLocationAssignment = z.object({ locationIds: z.array(z.string().uuid()).max(100) });

export const INVITATION_VALID_DAYS = 7;
export const ZInvitation = z.object({
  id: z.string(),
  email: z.string(),
  fullName: z.string().nullable(),
  role: ZRole,
  locations: z.array(ZIamLocationRef),
  invitedByName: z.string().nullable(),
  createdAt: z.string(),
  sentAt: z.string(),
  expiresAt: z.string(),
  status: z.enum(['pending', 'expired', 'accepted', 'revoked']),
});
export type Invitation = z.infer<typeof ZInvitation>;
export const ZInvitationList = listOf(ZInvitation);
export const ZInvitationCreate = z.object({
  email: ZEmail,
  fullName: ZLine(120, 'Full name').optional(),
  role: z.enum(ROLES, { error: 'Choose a role.' }),
  locationIds: z.array(z.string().uuid()).max(100).default([]),
});
export type InvitationCreate = z.input<typeof ZInvitationCreate>;

/** What the public accept page shows before the invitee sets a password. */
export const ZInvitationPreview = z.object({ email: z.string(), fullName: z.string().nullable(), role: ZRole, expiresAt: z.string() });
export const ZInvitationAccept = z.object({
  token: ZToken.min(10),
  fullName: ZFullName,
  password: ZNewPassword,
});

export const ZPermissionMatrix = z.object({
  roles: z.array(ZRole),
  permissions: z.array(z.object({ key: z.string(), label: z.string(), area: z.string(), roles: z.array(ZRole) })),
});

export const ZAuditQuery = z.object({
  search: ZSearch,
  action: ZLine(60).optional(),
  actorId: z.string().uuid().optional(),
  targetId: z.string().uuid().optional(),
  ...ZManilaDateRange.shape,
  ...ZPageQuery(50).shape,
});
export const ZAuditList = paged(ZAuditEntry);

export const ZSecuritySettings = z.object({ requireTwoFactorForHeadOffice: z.boolean() });
export type SecuritySettings = z.infer<typeof ZSecuritySettings>;
