/** Finds the SQLSTATE of a database error, also when the ORM wraps it (DrizzleQueryError.cause). */
export function databaseErrorCode(err: unknown): string | undefined {
  let current: unknown = err;
  for (let depth = 0; depth < 4 && current && typeof current === 'object'; depth++) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string' && /^([0-9A-Z]{5}|PGRST\d+)$/.test(code)) return code;
    current = (current as { cause?: unknown }).cause;
  }
  return undefined;
}
