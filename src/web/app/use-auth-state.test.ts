import { describe, expect, it } from 'vitest';
import type { Profile, SessionResponse } from '../../shared/auth.contracts';
import { permissionsOf } from './use-auth-state';

const user = (role: Profile['role']) => ({ role }) as Profile;
const session = (granted?: string[]): SessionResponse => ({
  user: null,
  permissions: { suppliers: [], granted },
  demoAccounts: false,
  twoFactor: null,
});

describe('permissionsOf', () => {
  it('reads what the server granted with the session', () => {
    const can = permissionsOf({ status: 'signedIn', user: user('user'), session: session(['profile.self']) });
    expect(can?.has('profile.self')).toBe(true);
    expect(can?.has('orders.manage_view')).toBe(false);
  });

  it('falls back to the shared matrix for an older session answer, and to nothing when signed out', () => {
    expect(permissionsOf({ status: 'signedIn', user: user('franchisee'), session: session() })?.has('orders.manage_view')).toBe(true);
    expect(permissionsOf({ status: 'signedIn', user: user('user'), session: session() })?.has('orders.manage_view')).toBe(false);
    expect(permissionsOf({ status: 'loading' })).toBeNull();
  });
});
