import { describe, expect, it } from 'vitest';
import { ADMIN_MANAGEABLE_ROLES, PERMISSIONS, ROLES, SUPPLIER_PERMISSIONS, hasSupplierPermission, roleHas } from './roles';

describe('permission matrix', () => {
  it('gives suppliers the spec permissions: franchisor read+write, admin read, others none', () => {
    expect(SUPPLIER_PERMISSIONS).toEqual({ franchisor: ['read', 'write'], admin: ['read'], franchisee: [], user: [] });
    expect(hasSupplierPermission('admin', 'write')).toBe(false);
  });

  it('keeps IAM to franchisor and admin and the franchisor grant to franchisors', () => {
    expect(ROLES.filter((r) => roleHas(r, 'iam.view'))).toEqual(['franchisor', 'admin']);
    expect(ROLES.filter((r) => roleHas(r, 'iam.grant_franchisor'))).toEqual(['franchisor']);
    expect(ADMIN_MANAGEABLE_ROLES).toEqual(['franchisee', 'user']);
  });

  it('gives a user account nothing but its own profile', () => {
    const userPermissions = Object.keys(PERMISSIONS).filter((p) => roleHas('user', p as keyof typeof PERMISSIONS));
    expect(userPermissions).toEqual(['profile.self']);
  });
});
