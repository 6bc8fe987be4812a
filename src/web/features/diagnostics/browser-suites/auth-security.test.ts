import { describe, expect, it } from 'vitest';
import { evidenceOf, type Probe } from './check-kit';
import { authSecurityBrowserChecks, cookieNames } from './auth-security';

const probe =
  (signedIn: boolean, withoutCookies = 401): Probe =>
  (req) => {
    const [status, json] = req.credentials === false ? [withoutCookies, {}] : [200, { user: signedIn ? { role: 'franchisor' } : null }];
    return Promise.resolve({ status, json, ms: 1, evidence: evidenceOf(req, status, json) });
  };

describe('the auth-security browser checks', () => {
  it('pass while signed in with no session cookie visible to scripts, and a cookieless call refused', async () => {
    const checks = await authSecurityBrowserChecks({ probe: probe(true), readCookies: () => 'theme=dark; sidebar=open' });
    expect(checks.map((c) => c.status)).toEqual(['pass', 'pass']);
  });

  it('fail when a script can read the session cookie, and never show its value', async () => {
    const [check] = await authSecurityBrowserChecks({
      probe: probe(true),
      readCookies: () => 'theme=dark; __Secure-better-auth.session_token=abc.def',
    });
    expect(check.status).toBe('fail');
    expect(JSON.stringify(check)).not.toContain('abc.def');
  });

  it('fail when not signed in (nothing proven) or when the API answers without cookies', async () => {
    const [signedOut] = await authSecurityBrowserChecks({ probe: probe(false), readCookies: () => '' });
    expect(signedOut.status).toBe('fail');
    const [, open] = await authSecurityBrowserChecks({ probe: probe(true, 200), readCookies: () => '' });
    expect(open.status).toBe('fail');
  });

  it('reads cookie names only', () => {
    expect(cookieNames('a=1; b=2=3;  c=')).toEqual(['a', 'b', 'c']);
  });
});
