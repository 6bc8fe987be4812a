import { describe, expect, it } from 'vitest';
import { hasSupplierPermission, ROLE_HOME, ROLES } from '../../shared/roles';
import { navItemsFor } from './nav-items';

describe('sidebar navigation', () => {
  const items = (role: (typeof ROLES)[number]) => navItemsFor(role, (p) => hasSupplierPermission(role, p)).map((i) => i.path);

  it('lists only routes the role may open', () => {
    expect(items('franchisee')).toContain('/cart');
    expect(items('franchisee')).not.toContain('/order-approvals');
    expect(items('franchisee')).not.toContain('/suppliers');
    expect(items('admin')).toContain('/suppliers');
    expect(items('admin')).toContain('/iam-management');
    expect(items('user')).toEqual(['/order-management', '/financial-dashboard', '/notifications', '/profile']);
  });

  it("always includes each role's home, so the landing page is reachable from the menu", () => {
    for (const role of ROLES) expect(items(role)).toContain(ROLE_HOME[role]);
  });
});
