import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  AUTH_MESSAGES,
  CODE_MESSAGES,
  DATABASE_CODE_MAP,
  ERROR_STATUS_OVERRIDES,
  RESET_MESSAGES,
  SIGNUP_MESSAGES,
  STATUS_FOR_CODE,
  codeForStatus,
  statusForCode,
  type ErrorCode,
} from './errors';

function serverFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return serverFiles(full);
    return full.endsWith('.ts') && !full.endsWith('.test.ts') ? [full] : [];
  });
}

describe('one code → status map (issue 12)', () => {
  it('gives every code the API can answer with a status', () => {
    const codes = [
      ...Object.keys(CODE_MESSAGES),
      ...Object.keys(AUTH_MESSAGES),
      ...Object.keys(SIGNUP_MESSAGES),
      ...Object.keys(RESET_MESSAGES),
      'TWO_FACTOR_ENROLLMENT_REQUIRED',
      'TWO_FACTOR_INVALID_CODE',
      'AUTHENTICATION_ERROR',
      'INTERNAL_ERROR',
    ] as ErrorCode[];
    for (const code of codes) expect(STATUS_FOR_CODE[code], code).toBeGreaterThanOrEqual(400);
    expect(Object.keys(STATUS_FOR_CODE).sort()).toEqual([...new Set(codes)].sort());
  });

  it.each([
    ['VALIDATION_ERROR', 422],
    ['AUTHENTICATION_ERROR', 401],
    ['SESSION_EXPIRED', 401],
    ['PERMISSION_DENIED', 403],
    ['ACCOUNT_DISABLED', 403],
    ['TWO_FACTOR_ENROLLMENT_REQUIRED', 403],
    ['RESOURCE_NOT_FOUND', 404],
    ['DUPLICATE_RESOURCE', 409],
    ['USER_ALREADY_REGISTERED', 409],
    ['RATE_LIMITED', 429],
    ['TOO_MANY_REQUESTS', 429],
    ['DATABASE_ERROR', 500],
    ['SERVICE_UNAVAILABLE', 503],
  ] as const)('%s answers %i', (code, status) => {
    expect(statusForCode(code)).toBe(status);
  });

  it('agrees with the status → code direction and the database map', () => {
    for (const status of [401, 403, 404, 409, 422, 429, 503]) expect(statusForCode(codeForStatus(status))).toBe(status);
    for (const { status, code } of Object.values(DATABASE_CODE_MAP)) expect(statusForCode(code)).toBe(status);
  });

  it('the server passes an explicit status only for the listed overrides', () => {
    const offenders: string[] = [];
    for (const file of serverFiles(path.resolve(__dirname, '../server'))) {
      const text = readFileSync(file, 'utf8');
      for (const m of text.matchAll(/new AppError\(\s*'([A-Z_0-9]+)',\s*(\d+)/g)) {
        const [, code, status] = m as unknown as [string, ErrorCode, string];
        if (!ERROR_STATUS_OVERRIDES[code]?.includes(Number(status))) offenders.push(`${path.basename(file)}: ${code} ${status}`);
      }
    }
    expect(offenders, 'use AppError.of(code, message): the status comes from STATUS_FOR_CODE').toEqual([]);
  });
});
