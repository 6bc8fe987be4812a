import { describe, expect, it } from 'vitest';
import { deviceLabel } from './device-label';
import { backupCodesFile, secretFromTotpUri } from './two-factor-format';

describe('device label', () => {
  it.each([
    ['Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Safari/537.36', 'Chrome on Linux'],
    [
      'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0 Safari/537.36 Edg/140.0',
      'Edge on Windows',
    ],
    [
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
      'Safari on iPhone',
    ],
    ['Mozilla/5.0 (Macintosh; Intel Mac OS X 14.5; rv:128.0) Gecko/20100101 Firefox/128.0', 'Firefox on macOS'],
    [
      'Mozilla/5.0 (Linux; Android 14; SM-S918B) AppleWebKit/537.36 (KHTML, like Gecko) SamsungBrowser/25.0 Chrome/121.0 Mobile Safari/537.36',
      'Samsung Internet on Android',
    ],
    ['Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/140.0.0.0 Safari/537.36', 'Chrome on Linux'],
    ['curl/8.5.0', 'curl'],
    ['Chrome on Linux', 'Chrome on Linux'],
    ['', 'Unknown device'],
  ])('%s → %s', (ua, label) => {
    expect(deviceLabel(ua)).toBe(label);
  });
});

describe('two-factor helpers', () => {
  it('reads the secret from an otpauth URI', () => {
    expect(secretFromTotpUri('otpauth://totp/FranchiseHub:a%40b.ph?secret=JBSWY3DPEHPK3PXP&issuer=FranchiseHub&digits=6&period=30')).toBe(
      'JBSWY3DPEHPK3PXP',
    );
    expect(secretFromTotpUri('nonsense')).toBeNull();
  });
  it('writes the backup codes as a text file', () => {
    const text = backupCodesFile(['aaaa-1111', 'bbbb-2222'], 'a@b.ph', new Date('2025-03-14T12:00:00Z'));
    expect(text).toContain('a@b.ph');
    expect(text).toContain('aaaa-1111\nbbbb-2222');
    // The date is Manila's: 20:00 UTC on Mar 14 is already Mar 15 in Manila.
    expect(backupCodesFile([], 'a@b.ph', new Date('2025-03-14T20:00:00Z'))).toContain('Created: 2025-03-15');
  });
});
