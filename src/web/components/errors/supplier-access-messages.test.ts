import { describe, expect, it } from 'vitest';
import { supplierDeniedCopy } from './supplier-access-messages';

describe('supplier access denied wording', () => {
  it('is role specific', () => {
    expect(supplierDeniedCopy('franchisee', 'read')).toEqual({
      title: 'Supplier Access Restricted',
      message: 'Supplier management is only available to head office.',
      suggestion: 'Contact your franchisor if you need supplier information.',
    });
    expect(supplierDeniedCopy('user', 'read').title).toBe('Access Denied');
    expect(supplierDeniedCopy('admin', 'write').title).toBe('Read-Only Access');
  });
});
