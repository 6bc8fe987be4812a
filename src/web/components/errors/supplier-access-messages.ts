import type { Role, SupplierPermission } from '../../../shared/roles';

export interface DeniedCopy {
  title: string;
  message: string;
  suggestion: string;
}

/** Role-specific wording of the "supplier access denied" screen (spec 2). */
export function supplierDeniedCopy(role: Role, needed: SupplierPermission): DeniedCopy {
  if (role === 'admin' && needed === 'write') {
    return {
      title: 'Read-Only Access',
      message: 'Your admin role can view suppliers but cannot create or change them.',
      suggestion: 'Ask a franchisor to make supplier changes.',
    };
  }
  if (role === 'franchisee') {
    return {
      title: 'Supplier Access Restricted',
      message: 'Supplier management is only available to head office.',
      suggestion: 'Contact your franchisor if you need supplier information.',
    };
  }
  return {
    title: 'Access Denied',
    message: 'You do not have permission to access supplier management.',
    suggestion: 'Contact an administrator if you believe you should have access.',
  };
}
