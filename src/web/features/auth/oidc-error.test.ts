import { describe, expect, it } from 'vitest';
import { oidcErrorMessage } from './oidc-error';

describe('OIDC sign-in error on /login', () => {
  it('shows the message the server passed, or a default', () => {
    expect(oidcErrorMessage(new URLSearchParams('error=oidc&message=Access%20denied'))).toBe('Access denied');
    expect(oidcErrorMessage(new URLSearchParams('error=oidc'))).toMatch(/did not work/);
    expect(oidcErrorMessage(new URLSearchParams('error=oidc?error=access_denied'))).toMatch(/did not work/);
  });
  it('says nothing for other visits', () => {
    expect(oidcErrorMessage(new URLSearchParams(''))).toBeNull();
    expect(oidcErrorMessage(new URLSearchParams('error=INVALID_TOKEN'))).toBeNull();
  });
});
