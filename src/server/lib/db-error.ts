/**
 * SQLSTATEs for a database that cannot be reached, as libpq reports them: 08001 when no connection could be made,
 * 08006 when an open one was lost. node-postgres reports the same conditions without a SQLSTATE (a socket error
 * code or a bare message), so they are translated here and the error handler can answer "unavailable" for both.
 */
export const UNABLE_TO_CONNECT = '08001';
export const CONNECTION_LOST = '08006';

const REFUSED_SOCKET_CODES = new Set(['ECONNREFUSED', 'EHOSTUNREACH', 'ENETUNREACH', 'ENOTFOUND', 'EAI_AGAIN']);
const LOST_SOCKET_CODES = new Set(['ECONNRESET', 'EPIPE', 'ETIMEDOUT']);
/** node-postgres and pg-pool messages for a connection that ended, broke, or never came within the pool's timeout. */
const LOST_MESSAGES = [
  /^Connection terminated/,
  /connection error and is not queryable/,
  /^Client was closed and is not queryable/,
  /^timeout exceeded when trying to connect/,
];

function connectionFailureCode(e: { code?: unknown; message?: unknown; syscall?: unknown }): string | undefined {
  if (typeof e.code === 'string') {
    if (REFUSED_SOCKET_CODES.has(e.code)) return UNABLE_TO_CONNECT;
    if (LOST_SOCKET_CODES.has(e.code)) return e.syscall === 'connect' ? UNABLE_TO_CONNECT : CONNECTION_LOST;
  }
  if (typeof e.message === 'string' && LOST_MESSAGES.some((m) => m.test(e.message as string))) return CONNECTION_LOST;
  return undefined;
}

/**
 * Finds the SQLSTATE of a database error, also when the ORM wraps it (DrizzleQueryError.cause); a connection that
 * was refused or lost gets its class-08 SQLSTATE (see above).
 */
export function databaseErrorCode(err: unknown): string | undefined {
  let current: unknown = err;
  for (let depth = 0; depth < 4 && current && typeof current === 'object'; depth++) {
    const e = current as { code?: unknown; message?: unknown; syscall?: unknown; cause?: unknown };
    if (typeof e.code === 'string' && /^([0-9A-Z]{5}|PGRST\d+)$/.test(e.code)) return e.code;
    const lost = connectionFailureCode(e);
    if (lost) return lost;
    current = e.cause;
  }
  return undefined;
}
