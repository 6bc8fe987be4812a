import { AppError } from './app-error';
import { AUTH_MESSAGES, SIGNUP_MESSAGES, classifyAuthMessage, httpStatusMessage, type ErrorCode } from '../../shared/errors';

/** What better-auth threw, read without depending on its classes. */
export function readAuthFailure(err: unknown): { status: number; code?: string; message?: string } | null {
  if (!err || typeof err !== 'object') return null;
  const e = err as { statusCode?: unknown; body?: { code?: unknown; message?: unknown } };
  if (typeof e.statusCode !== 'number') return null;
  return {
    status: e.statusCode,
    code: typeof e.body?.code === 'string' ? e.body.code : undefined,
    message: typeof e.body?.message === 'string' ? e.body.message : undefined,
  };
}

const OWN_CODES = new Set<string>(Object.keys(AUTH_MESSAGES));

/** Sign-in failures → the spec's authentication codes and texts. */
export function signInError(err: unknown): AppError {
  if (err instanceof AppError) return err;
  const f = readAuthFailure(err);
  if (!f) return AppError.of('AUTH_ERROR', AUTH_MESSAGES.AUTH_ERROR).withCause(err);
  if (f.code && OWN_CODES.has(f.code)) {
    const code = f.code as keyof typeof AUTH_MESSAGES;
    return new AppError(code, f.status, AUTH_MESSAGES[code]);
  }
  if (
    f.code === 'INVALID_EMAIL_OR_PASSWORD' ||
    f.code === 'INVALID_PASSWORD' ||
    f.code === 'USER_NOT_FOUND' ||
    f.code === 'CREDENTIAL_ACCOUNT_NOT_FOUND'
  ) {
    return AppError.of('INVALID_CREDENTIALS', AUTH_MESSAGES.INVALID_CREDENTIALS);
  }
  if (f.code === 'EMAIL_NOT_VERIFIED') return AppError.of('EMAIL_NOT_CONFIRMED', AUTH_MESSAGES.EMAIL_NOT_CONFIRMED);
  if (f.code === 'INVALID_EMAIL') return AppError.validation(AUTH_MESSAGES.INVALID_CREDENTIALS);
  const code = classifyAuthMessage(f.message ?? '');
  const status = f.status >= 400 && f.status < 600 ? f.status : 500;
  return new AppError(code, status, AUTH_MESSAGES[code]);
}

/** Sign-up failures → the spec's sign-up texts. */
export function signUpError(err: unknown): AppError {
  if (err instanceof AppError) return err;
  const f = readAuthFailure(err);
  const code = f?.code ?? '';
  if (code.startsWith('USER_ALREADY_EXISTS')) return AppError.of('USER_ALREADY_REGISTERED', SIGNUP_MESSAGES.USER_ALREADY_REGISTERED);
  if (code === 'PASSWORD_TOO_SHORT') return AppError.of('WEAK_PASSWORD', SIGNUP_MESSAGES.WEAK_PASSWORD);
  if (code === 'EMAIL_PASSWORD_SIGN_UP_DISABLED' || /sign ?up is disabled/i.test(f?.message ?? '')) {
    return AppError.of('SIGNUP_DISABLED', SIGNUP_MESSAGES.SIGNUP_DISABLED);
  }
  if (code === 'INVALID_EMAIL') return AppError.validation('Invalid email. Please check your input.');
  if (code && OWN_CODES.has(code)) return signInError(err);
  return AppError.of('SIGNUP_FAILED', SIGNUP_MESSAGES.SIGNUP_FAILED).withCause(err);
}

/** Any other better-auth response error, reshaped into the one API error body. */
export function genericAuthError(status: number, code: string | undefined, message: string | undefined): AppError {
  if (code && OWN_CODES.has(code)) return new AppError(code as ErrorCode, status, AUTH_MESSAGES[code as keyof typeof AUTH_MESSAGES]);
  if (status === 401) return AppError.of('SESSION_EXPIRED', AUTH_MESSAGES.SESSION_EXPIRED, code ? { authCode: code } : undefined);
  return AppError.fromStatus(status, status < 500 ? (message && status !== 500 ? httpStatusMessage(status) : undefined) : undefined);
}
