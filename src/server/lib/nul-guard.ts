import type { FastifySchemaCompiler } from 'fastify';
import { CONTROL_CHARACTER_MESSAGE } from '../../shared/http';
import { AppError } from './app-error';

const NUL = '\u0000';

/**
 * Where the first NUL character sits in parsed input (a dotted path, '' for the value itself), or undefined.
 * Iterative, so a deeply nested JSON body cannot overflow the stack.
 */
export function findNul(input: unknown): string | undefined {
  const stack: [unknown, string][] = [[input, '']];
  while (stack.length > 0) {
    const [value, path] = stack.pop()!;
    if (typeof value === 'string') {
      if (value.includes(NUL)) return path;
    } else if (value !== null && typeof value === 'object') {
      for (const [key, child] of Object.entries(value)) {
        if (key.includes(NUL)) return path;
        stack.push([child, path ? `${path}.${key}` : key]);
      }
    }
  }
  return undefined;
}

/**
 * PostgreSQL cannot store NUL in text or jsonb, so a NUL anywhere in params, query or body is a 422 before any
 * route runs. The shared text schemas (src/shared/http.ts) already refuse control characters; this backstop covers
 * route-local schemas and fields a contract passes through unchecked (tokens, codes, JSON blobs).
 */
export function refusingNul<T>(compiler: FastifySchemaCompiler<T>): FastifySchemaCompiler<T> {
  return (route) => {
    const validate = compiler(route);
    return (data: unknown) => {
      const at = findNul(data);
      if (at === undefined) return validate(data);
      const field = at || 'input';
      return { error: AppError.validation(CONTROL_CHARACTER_MESSAGE, { fieldErrors: { [field]: [CONTROL_CHARACTER_MESSAGE] } }) };
    };
  };
}
