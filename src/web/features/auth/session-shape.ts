import type { AuthProviders } from './get-auth-providers';
import type { Profile, SessionResponse } from '../../../shared/auth.contracts';
import { PROFILE_STATUSES, ROLES } from '../../../shared/roles';

/**
 * The two answers every visit to the sign-in page reads (GET /api/session, GET /api/auth/providers), checked without
 * zod: zod is 15 KB of brotli the first load of /login cannot afford (issue 12: ≤ 110 KB), so it loads only with the
 * first form check. Like the shared contracts (ZSessionResponse, ZAuthProviders; session-shape.test.ts checks they
 * agree), an answer of another shape is refused and keys the contract does not name are dropped.
 */

type Check<T> = (value: unknown, path: string) => T;

export class AnswerShapeError extends Error {
  constructor(path: string) {
    super(`Unexpected answer from the server (${path}).`);
    this.name = 'AnswerShapeError';
  }
}

function fail(path: string): never {
  throw new AnswerShapeError(path);
}

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

const string: Check<string> = (v, path) => (typeof v === 'string' ? v : fail(path));
const boolean: Check<boolean> = (v, path) => (typeof v === 'boolean' ? v : fail(path));
const record: Check<Record<string, unknown>> = (v, path) => (isObject(v) ? { ...v } : fail(path));
const oneOf =
  <const T extends string>(values: readonly T[]): Check<T> =>
  (v, path) =>
    values.includes(v as T) ? (v as T) : fail(path);
const nullable =
  <T>(check: Check<T>): Check<T | null> =>
  (v, path) =>
    v === null ? null : check(v, path);
const arrayOf =
  <T>(check: Check<T>): Check<T[]> =>
  (v, path) =>
    Array.isArray(v) ? v.map((item, i) => check(item, `${path}.${i}`)) : fail(path);
/** An object with exactly these keys in the output (others dropped); a key whose check is `optional` may be absent. */
function object<T>(shape: { [K in keyof T]: Check<T[K]> }, optional: readonly (keyof T)[] = []): Check<T> {
  return (v, path) => {
    if (!isObject(v)) fail(path);
    const out: Record<string, unknown> = {};
    for (const key of Object.keys(shape) as (keyof T & string)[]) {
      if (v[key] === undefined && optional.includes(key)) continue;
      out[key] = shape[key](v[key], path ? `${path}.${key}` : key);
    }
    return out as T;
  };
}

const profile = object<Profile>({
  id: string,
  email: string,
  fullName: string,
  avatarUrl: nullable(string),
  role: oneOf(ROLES),
  status: oneOf(PROFILE_STATUSES),
  lastLoginAt: nullable(string),
  updatedAt: string,
  metadata: record,
  phone: nullable(string),
  phoneVerified: boolean,
  timeZone: string,
  preferences: record,
});

const session = object<SessionResponse>({
  user: nullable(profile),
  permissions: nullable(
    object<NonNullable<SessionResponse['permissions']>>(
      { suppliers: arrayOf(oneOf(['read', 'write'] as const)), granted: arrayOf(string) as Check<string[] | undefined> },
      ['granted'],
    ),
  ),
  demoAccounts: boolean,
  twoFactor: nullable(object<NonNullable<SessionResponse['twoFactor']>>({ enabled: boolean, mustEnroll: boolean })),
});

const providers = object<AuthProviders>({
  oidc: nullable(object<NonNullable<AuthProviders['oidc']>>({ providerId: string, label: string })),
  phoneSignIn: boolean,
});

/** GET /api/session's answer as ZSessionResponse parses it; throws AnswerShapeError otherwise. */
export const parseSession = (value: unknown): SessionResponse => session(value, '');
/** GET /api/auth/providers' answer as ZAuthProviders parses it; throws AnswerShapeError otherwise. */
export const parseProviders = (value: unknown): AuthProviders => providers(value, '');
