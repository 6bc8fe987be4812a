/**
 * The error catalogue of PRODUCT-SPEC section 8, shared by server and web.
 * The server answers every failure with {@link ApiErrorBody}; the web branches on `code`.
 */

export const HTTP_STATUS_MESSAGES: Record<number, string> = {
  400: 'Invalid request. Please check your input and try again.',
  401: 'You are not authorized to perform this action.',
  403: 'You do not have permission to access this resource.',
  404: 'The requested resource was not found.',
  409: 'This action conflicts with existing data. Please refresh and try again.',
  422: 'The data provided is invalid. Please check your input.',
  429: 'Too many requests. Please wait a moment and try again.',
  500: 'A server error occurred. Please try again later.',
  502: 'Service temporarily unavailable. Please try again in a few minutes.',
  503: 'Service is currently under maintenance. Please try again later.',
  504: 'Request timed out. Please try again.',
};
export const HTTP_STATUS_FALLBACK = 'An error occurred while processing your request.';

export function httpStatusMessage(status: number): string {
  return HTTP_STATUS_MESSAGES[status] ?? HTTP_STATUS_FALLBACK;
}

export const CODE_MESSAGES = {
  NETWORK_ERROR: 'Network connection error. Please check your internet connection.',
  TIMEOUT_ERROR: 'Request timed out. Please try again.',
  VALIDATION_ERROR: 'Please check your input and try again.',
  PERMISSION_DENIED: 'You do not have permission to perform this action.',
  RESOURCE_NOT_FOUND: 'The requested item could not be found.',
  DUPLICATE_RESOURCE: 'This item already exists. Please use a different name or identifier.',
  RATE_LIMITED: 'Too many requests. Please wait before trying again.',
  SERVICE_UNAVAILABLE: 'Service is temporarily unavailable. Please try again later.',
  DATABASE_ERROR: 'A database error occurred. Please try again or contact support.',
} as const;
export type CatalogueCode = keyof typeof CODE_MESSAGES;
export const CODE_MESSAGE_DEFAULT = 'An unexpected error occurred. Please try again.';
export const GENERIC_FALLBACK_MESSAGE = 'An unexpected error occurred. Please try again or contact support if the problem persists.';

export const AUTH_MESSAGES = {
  INVALID_CREDENTIALS: 'Invalid email or password. Please check your credentials and try again.',
  EMAIL_NOT_CONFIRMED: 'Please check your email and click the confirmation link before signing in.',
  TOO_MANY_REQUESTS: 'Too many attempts. Please wait a few minutes before trying again.',
  PROFILE_NOT_FOUND: 'Your account profile could not be found. Please contact support.',
  PROFILE_CREATION_FAILED: 'Unable to set up your account profile. Please try again or contact support.',
  INSUFFICIENT_PERMISSIONS: 'You do not have permission to access this resource.',
  SESSION_EXPIRED: 'Your session has expired. Please sign in again.',
  ACCOUNT_DISABLED: 'Your account has been disabled. Please contact support.',
  AUTH_ERROR: 'An authentication error occurred. Please try again.',
} as const;
export type AuthCode = keyof typeof AUTH_MESSAGES;

/** Auth codes whose arrival means the session cannot continue: the client signs out. */
export const SIGN_OUT_AUTH_CODES: readonly AuthCode[] = [
  'PROFILE_NOT_FOUND',
  'PROFILE_CREATION_FAILED',
  'SESSION_EXPIRED',
  'ACCOUNT_DISABLED',
];

export const SIGNUP_MESSAGES = {
  USER_ALREADY_REGISTERED: 'An account with this email already exists. Please sign in instead.',
  WEAK_PASSWORD: 'Password must be at least 6 characters long.',
  SIGNUP_DISABLED: 'New account registration is currently disabled. Please contact support.',
  SIGNUP_FAILED: 'Unable to create account at this time. Please try again later.',
} as const;
export type SignupCode = keyof typeof SIGNUP_MESSAGES;

export const RESET_MESSAGES = {
  RESET_THROTTLED: 'Password reset email was already sent. Please wait 60 seconds before requesting another.',
  RESET_FAILED: 'Unable to send password reset email. Please try again later.',
} as const;

export const SIGN_OUT_FAILED_MESSAGE = 'Unable to sign out properly. Please clear your browser data if the issue persists.';

export const PROFILE_MESSAGES = {
  NOT_FOUND_CREATE: 'Profile not found and could not be created',
  NOT_FOUND_UPDATE: 'Profile not found. Please contact support.',
  INSUFFICIENT_CREATE: 'Insufficient permissions to create profile',
  DUPLICATE_UPDATE: 'This information is already in use by another account.',
  CREATE_FAILED: 'Unable to create or update user profile',
  UPDATE_FAILED: 'Unable to update profile. Please try again later.',
  NOT_SIGNED_IN: 'You must be signed in to update your profile.',
} as const;

/** IAM console refusals (issue 6): role, status, sessions, location assignment and invitations. */
export const IAM_MESSAGES = {
  USER_NOT_FOUND: 'That user could not be found.',
  SELF_ROLE: 'You cannot change your own role. Ask another head-office user to do it.',
  SELF_STATUS: 'You cannot disable or change the status of your own account.',
  SELF_SESSIONS: 'To sign out your own devices, use the sessions list on your profile.',
  FRANCHISOR_ONLY: 'Only a franchisor can grant or remove the franchisor role.',
  ADMIN_SCOPE: 'Admins can manage franchisee and user accounts only.',
  LAST_FRANCHISOR: 'This is the last active franchisor account, so it cannot be demoted or disabled. Make another user a franchisor first.',
  NOT_FRANCHISEE: 'Locations can only be assigned to franchisee accounts.',
  LOCATION_NOT_FOUND: 'One or more of the chosen locations could not be found.',
  EMAIL_REGISTERED: 'An account with this email already exists. Change its role from the users list instead.',
  INVITATION_PENDING: 'An invitation for this email is already pending. Resend it instead.',
  INVITATION_LOCATIONS_FRANCHISEE_ONLY: 'Only franchisee invitations can include locations.',
  INVITATION_NOT_FOUND: 'This invitation link is not valid. Check the link in your email or ask head office for a new invitation.',
  INVITATION_EXPIRED: 'This invitation has expired. Ask head office to send you a new one.',
  INVITATION_REVOKED: 'This invitation has been withdrawn. Ask head office if you still need access.',
  INVITATION_USED: 'This invitation has already been used. Sign in with your email and password.',
  INVITATION_CLOSED: 'Only pending or expired invitations can be resent or revoked.',
} as const;

/** A location already run by someone else: assignment and invitations name the current owner. */
export function locationOwnedMessage(code: string, owner: string): string {
  return `Location ${code} is already assigned to ${owner}. Remove it from them first.`;
}

/** Network structure. The locations' own messages (LOCATION_MESSAGES) are in shared/network.contracts.ts. */
export const BRAND_MESSAGES = {
  NOT_FOUND: 'That brand could not be found.',
} as const;
export function brandSlugTakenMessage(slug: string): string {
  return `The slug "${slug}" is already used by another brand. Choose another slug.`;
}

/** Royalties, invoices and payments (issue 13): payments beyond what is owed, credits beyond this month's charges. */
export const FINANCE_MESSAGES = {
  PAYMENT_OVER_BALANCE: 'The payment is more than the balance of this invoice. Enter at most the balance.',
  INVOICE_NOT_PAYABLE: 'Only sent or overdue invoices with a balance can take a payment.',
  NEGATIVE_CHARGES: "Credits cannot exceed this month's royalty and marketing fee.",
  MONTH_NOT_ENDED:
    'This month has not ended yet in Manila. Its statement can be calculated as a preview now and approved from the 1st of next month.',
  DAYS_AWAITING_REVIEW:
    'Some days of this month are still awaiting review. Review them first, or approve with a reason for billing without them.',
  STALE_FIGURES: "This month's approved sales changed since the statement was calculated. Recalculate it, review it and approve again.",
  CONFIRMED_AMOUNT_CHANGED: "The amount you confirmed is no longer this statement's amount. Check the figures and approve again.",
  SECOND_APPROVER_NEEDED: 'This statement is above the two-approver amount: a second head-office user must approve it.',
  DUPLICATE_REFERENCE: 'This bank reference is already recorded on this invoice. Check the payments before recording it again.',
} as const;

export const NOTIFICATION_UNAUTHENTICATED = 'User not authenticated';
export function notificationFailure(action: string, message: string): string {
  return `Failed to ${action}: ${message}`;
}

/** Checkout of a cart that another tab's checkout (running at the same time or just before) already turned into an order. */
export function cartAlreadyOrderedMessage(orderNumber: string): string {
  return `This cart was already ordered as ${orderNumber}. Check My orders before ordering again.`;
}

/** Default field message when a validator supplies none. */
export function invalidFieldMessage(field: string): string {
  return `Invalid ${field}. Please check your input.`;
}

/** Every code the API can answer with. */
export type ErrorCode =
  | CatalogueCode
  | AuthCode
  | SignupCode
  | keyof typeof RESET_MESSAGES
  | 'TWO_FACTOR_ENROLLMENT_REQUIRED'
  | 'TWO_FACTOR_INVALID_CODE'
  | 'AUTHENTICATION_ERROR'
  | 'INTERNAL_ERROR';

export interface ApiErrorBody {
  error: {
    code: ErrorCode;
    message: string;
    status: number;
    details?: unknown;
  };
}

/**
 * The HTTP status every code answers with: the one place a status comes from (issue 12). The server's AppError
 * looks it up (`AppError.of(code, message)`); only a code that is deliberately used with another status passes one
 * explicitly (see ERROR_STATUS_OVERRIDES). NETWORK_ERROR and TIMEOUT_ERROR are the client's own codes.
 */
export const STATUS_FOR_CODE: Record<ErrorCode, number> = {
  NETWORK_ERROR: 503,
  TIMEOUT_ERROR: 504,
  VALIDATION_ERROR: 422,
  PERMISSION_DENIED: 403,
  RESOURCE_NOT_FOUND: 404,
  DUPLICATE_RESOURCE: 409,
  RATE_LIMITED: 429,
  SERVICE_UNAVAILABLE: 503,
  DATABASE_ERROR: 500,
  INVALID_CREDENTIALS: 401,
  EMAIL_NOT_CONFIRMED: 403,
  TOO_MANY_REQUESTS: 429,
  PROFILE_NOT_FOUND: 401,
  PROFILE_CREATION_FAILED: 500,
  INSUFFICIENT_PERMISSIONS: 403,
  SESSION_EXPIRED: 401,
  ACCOUNT_DISABLED: 403,
  AUTH_ERROR: 500,
  USER_ALREADY_REGISTERED: 409,
  WEAK_PASSWORD: 422,
  SIGNUP_DISABLED: 403,
  SIGNUP_FAILED: 500,
  RESET_THROTTLED: 429,
  RESET_FAILED: 500,
  TWO_FACTOR_ENROLLMENT_REQUIRED: 403,
  TWO_FACTOR_INVALID_CODE: 401,
  AUTHENTICATION_ERROR: 401,
  INTERNAL_ERROR: 500,
};

/**
 * Codes answered with a status other than their own, and why. Anything else passing an explicit status is a bug
 * (a unit test scans the server for it).
 * - RESOURCE_NOT_FOUND 410: an invitation that was used, revoked or expired is gone, not missing.
 * - VALIDATION_ERROR 400 / 413: a malformed request (bad URL, unparsable body) and a body over the size limit.
 * - Auth codes relayed from better-auth keep the status better-auth gave (auth-errors.ts), as do codes derived
 *   from a status (AppError.fromStatus, database errors).
 */
export const ERROR_STATUS_OVERRIDES: Partial<Record<ErrorCode, readonly number[]>> = {
  RESOURCE_NOT_FOUND: [410],
  VALIDATION_ERROR: [400, 413],
};

export function statusForCode(code: ErrorCode): number {
  return STATUS_FOR_CODE[code] ?? 500;
}

/** Spec "Status to code". */
export function codeForStatus(status: number): ErrorCode {
  if (status === 400 || status === 422) return 'VALIDATION_ERROR';
  if (status === 401) return 'AUTHENTICATION_ERROR';
  if (status === 403) return 'PERMISSION_DENIED';
  if (status === 404) return 'RESOURCE_NOT_FOUND';
  if (status === 409) return 'DUPLICATE_RESOURCE';
  if (status === 429) return 'RATE_LIMITED';
  if (status >= 500) return 'SERVICE_UNAVAILABLE';
  return 'INTERNAL_ERROR';
}

/**
 * Database error codes (PostgREST-style and SQLSTATE) mapped to status and catalogue code.
 * 42501 is PostgreSQL's insufficient_privilege, raised by row-level security on writes.
 */
export const DATABASE_CODE_MAP: Record<string, { status: number; code: CatalogueCode }> = {
  PGRST116: { status: 404, code: 'RESOURCE_NOT_FOUND' },
  PGRST301: { status: 403, code: 'PERMISSION_DENIED' },
  '42501': { status: 403, code: 'PERMISSION_DENIED' },
  '23505': { status: 409, code: 'DUPLICATE_RESOURCE' },
  '23503': { status: 422, code: 'VALIDATION_ERROR' },
  // The database cannot be reached (server/lib/db-error.ts gives refused and lost connections these SQLSTATEs),
  // is shutting down or starting up, or has no connection slot left: the service is unavailable for now.
  '08000': { status: 503, code: 'SERVICE_UNAVAILABLE' },
  '08001': { status: 503, code: 'SERVICE_UNAVAILABLE' },
  '08003': { status: 503, code: 'SERVICE_UNAVAILABLE' },
  '08004': { status: 503, code: 'SERVICE_UNAVAILABLE' },
  '08006': { status: 503, code: 'SERVICE_UNAVAILABLE' },
  '57P01': { status: 503, code: 'SERVICE_UNAVAILABLE' },
  '57P02': { status: 503, code: 'SERVICE_UNAVAILABLE' },
  '57P03': { status: 503, code: 'SERVICE_UNAVAILABLE' },
  '53300': { status: 503, code: 'SERVICE_UNAVAILABLE' },
};

export function mapDatabaseCode(dbCode: string | undefined): { status: number; code: CatalogueCode } {
  return (dbCode && DATABASE_CODE_MAP[dbCode]) || { status: 500, code: 'DATABASE_ERROR' };
}

/** Spec "Retryable". */
export const RETRYABLE_STATUSES: readonly number[] = [408, 429, 500, 502, 503, 504];
export function isRetryableStatus(status: number): boolean {
  return RETRYABLE_STATUSES.includes(status);
}

/** The message a client shows for a code; unknown codes get the catalogue default. */
export function messageForCode(code: string): string {
  if (code in CODE_MESSAGES) return CODE_MESSAGES[code as CatalogueCode];
  if (code in AUTH_MESSAGES) return AUTH_MESSAGES[code as AuthCode];
  if (code in SIGNUP_MESSAGES) return SIGNUP_MESSAGES[code as SignupCode];
  if (code in RESET_MESSAGES) return RESET_MESSAGES[code as keyof typeof RESET_MESSAGES];
  return CODE_MESSAGE_DEFAULT;
}

/**
 * Classifies a raw authentication failure message into the spec's auth codes
 * (the spec's mapping from provider texts such as 'Invalid login credentials').
 */
export function classifyAuthMessage(message: string): AuthCode {
  const m = message.toLowerCase();
  if (m.includes('invalid login credentials') || m.includes('invalid email or password')) return 'INVALID_CREDENTIALS';
  if (m.includes('email not confirmed') || m.includes('email not verified')) return 'EMAIL_NOT_CONFIRMED';
  if (m.includes('too many')) return 'TOO_MANY_REQUESTS';
  if (m.includes('user not found')) return 'PROFILE_NOT_FOUND';
  if (m.includes('disabled') || m.includes('banned')) return 'ACCOUNT_DISABLED';
  if (m.includes('profile')) return 'PROFILE_CREATION_FAILED';
  if (m.includes('permission')) return 'INSUFFICIENT_PERMISSIONS';
  if (m.includes('expired')) return 'SESSION_EXPIRED';
  return 'AUTH_ERROR';
}

/** Render errors with these words are treated as authentication errors and sign the user out. */
const AUTH_RENDER_ERROR_WORDS = ['auth', 'profile', 'permission', 'unauthorized', 'sign in', 'token'];
export function isAuthRenderError(message: string): boolean {
  const m = message.toLowerCase();
  return AUTH_RENDER_ERROR_WORDS.some((w) => m.includes(w));
}

/** Account security (profile, two-factor, phone, linked identities, tokens). Not in the spec's catalogue: plain, specific texts. */
export const ACCOUNT_MESSAGES = {
  TWO_FACTOR_ENROLLMENT_REQUIRED:
    'Head office requires two-factor sign-in for your role. Set up an authenticator app on your profile to continue.',
  TWO_FACTOR_INVALID_CODE: 'That code is not right. Check your authenticator app and try again.',
  TWO_FACTOR_INVALID_BACKUP_CODE: 'That backup code is not valid or was already used.',
  TWO_FACTOR_LOCKED: 'Too many wrong codes. Two-factor sign-in is locked for 15 minutes.',
  TWO_FACTOR_SESSION_EXPIRED: 'Your sign-in took too long. Enter your password again.',
  TWO_FACTOR_NOT_ENROLLED: 'Two-factor sign-in is not set up for this account.',
  TWO_FACTOR_ALREADY_ENABLED: 'Two-factor sign-in is already on for this account.',
  TWO_FACTOR_SELF_FIRST: 'Set up two-factor sign-in for your own account before requiring it for head office.',
  WRONG_PASSWORD: 'The password is not correct.',
  SAME_EMAIL: 'That is already your e-mail address.',
  EMAIL_CHANGE_SENT: 'We sent a confirmation link to the new address. Your e-mail changes when you open it.',
  PHONE_CODE_INVALID: 'That code is not right or has expired. Request a new code and try again.',
  PHONE_CODE_THROTTLED: 'A code was just sent. Please wait a minute before asking for another.',
  PHONE_IN_USE: 'This mobile number is already verified on another account.',
  UNLINK_LAST_IDENTITY: 'You cannot remove your only way to sign in. Set a password or link another sign-in method first.',
  IDENTITY_NOT_LINKED: 'That sign-in method is not linked to your account.',
  OIDC_NOT_CONFIGURED: 'Single sign-on is not configured on this server.',
  BEARER_INVALID: 'The access token is invalid or has expired.',
  SESSION_NOT_FOUND: 'That session has already ended.',
  AVATAR_INVALID: 'The avatar must be a JPG or PNG image of at most 5 MB.',
} as const;
