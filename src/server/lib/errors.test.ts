import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../test/harness';
import { brands, locations } from '../db/schema';
import { withRls } from './rls';
import { z } from 'zod';
import { validatorCompiler } from 'fastify-type-provider-zod';
import { toAppError, errorBody, fieldMessage } from './error-handler';
import { INVALID_ID_MESSAGE, ZUuid } from '../../shared/http';
import { CODE_MESSAGES, HTTP_STATUS_MESSAGES } from '../../shared/errors';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

async function caught(fn: () => Promise<unknown>): Promise<unknown> {
  try {
    await fn();
  } catch (err) {
    return err;
  }
  throw new Error('expected the database to refuse');
}

describe('database errors from the real database map to the one error shape', () => {
  it('unique violation (23505) → 409 DUPLICATE_RESOURCE', async () => {
    await t.db.insert(brands).values({ slug: 'dup-brand', name: 'One' });
    const err = await caught(() => t.db.insert(brands).values({ slug: 'dup-brand', name: 'Two' }));
    expect(errorBody(toAppError(err)).error).toEqual({
      code: 'DUPLICATE_RESOURCE',
      message: CODE_MESSAGES.DUPLICATE_RESOURCE,
      status: 409,
      details: { dbCode: '23505' },
    });
  });

  it('foreign key violation (23503) → 422 VALIDATION_ERROR', async () => {
    const err = await caught(() =>
      t.db
        .insert(locations)
        .values({ brandId: '00000000-0000-0000-0000-000000000000', code: 'X', name: 'X', addressLine: 'x', city: 'x', province: 'x' }),
    );
    expect(toAppError(err)).toMatchObject({ code: 'VALIDATION_ERROR', status: 422 });
  });

  it('row-level security refusal (42501) → 403 PERMISSION_DENIED', async () => {
    await t.db.insert(brands).values({ slug: 'rls-target', name: 'Target' });
    const err = await caught(() =>
      withRls(t.db, { userId: '00000000-0000-0000-0000-000000000001', role: 'franchisee' }, (tx) =>
        tx.execute(sql`insert into locations (brand_id, code, name, address_line, city, province)
                       select id, 'RLS-1', 'x', 'x', 'x', 'x' from brands limit 1`),
      ),
    );
    expect(toAppError(err)).toMatchObject({ code: 'PERMISSION_DENIED', status: 403 });
  });

  it('PostgREST-style codes keep their mapping', () => {
    expect(toAppError({ code: 'PGRST116' })).toMatchObject({ code: 'RESOURCE_NOT_FOUND', status: 404 });
    expect(toAppError({ code: 'PGRST301' })).toMatchObject({ code: 'PERMISSION_DENIED', status: 403 });
  });

  it('an unexpected failure is a 500 with the catalogue text and no internals', () => {
    const body = errorBody(toAppError(new Error('connection to 10.1.2.3 failed: password=hunter2')));
    expect(body.error).toEqual({ code: 'SERVICE_UNAVAILABLE', message: HTTP_STATUS_MESSAGES[500], status: 500 });
    expect(JSON.stringify(body)).not.toMatch(/hunter2|10\.1\.2\.3|stack/);
  });

  it('an unknown database code is a DATABASE_ERROR without details', async () => {
    const err = await caught(() => t.db.execute(sql`select 1/0`));
    expect(errorBody(toAppError(err)).error).toEqual({ code: 'DATABASE_ERROR', message: CODE_MESSAGES.DATABASE_ERROR, status: 500 });
  });
});

describe('HTTP errors', () => {
  it('unknown API paths answer 404 in the error shape', async () => {
    const res = await t.app.inject({ url: '/api/no-such-thing' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ error: { code: 'RESOURCE_NOT_FOUND', message: HTTP_STATUS_MESSAGES[404], status: 404 } });
  });

  it('malformed JSON is a 400 in the error shape', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in/email',
      headers: { 'content-type': 'application/json' },
      payload: '{"email":',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toEqual({ code: 'VALIDATION_ERROR', message: HTTP_STATUS_MESSAGES[400], status: 400 });
  });

  it('sends security headers and a content security policy', async () => {
    const res = await t.app.inject({ url: '/api/health' });
    expect(res.headers['content-security-policy']).toContain("script-src 'self'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['x-frame-options']).toBe('SAMEORIGIN');
  });
});

describe('field messages keep the limit', () => {
  it('keeps a contract message that states the limit, and gives a bare zod length or range check its limit', () => {
    expect(fieldMessage('fullName', 'Full name can be at most 120 characters.', { code: 'too_big', origin: 'string', maximum: 120 })).toBe(
      'Full name can be at most 120 characters.',
    );
    expect(
      fieldMessage('note', 'Too big: expected string to have <=500 characters', { code: 'too_big', origin: 'string', maximum: 500 }),
    ).toBe('Must be at most 500 characters.');
    expect(fieldMessage('limit', 'Too big: expected number to be <=100', { code: 'too_big', origin: 'number', maximum: 100 })).toBe(
      'Must be at most 100.',
    );
    expect(fieldMessage('limit', 'Too small: expected number to be >=1', { code: 'too_small', origin: 'number', minimum: 1 })).toBe(
      'Must be at least 1.',
    );
    expect(fieldMessage('ids', 'Too big: expected array to have <=100 items', { code: 'too_big', origin: 'array', maximum: 100 })).toBe(
      'Invalid ids. Please check your input.',
    );
    expect(fieldMessage('fullName', 'Invalid input: expected string, received undefined', { code: 'invalid_type' })).toBe(
      'Invalid fullName. Please check your input.',
    );
  });
});

describe('zod default texts become the catalogue default, contract messages stay', () => {
  const issuesOf = (schema: z.ZodType, input: unknown) => {
    const parsed = schema.safeParse(input);
    if (parsed.success) throw new Error('expected a refusal');
    return parsed.error.issues;
  };
  /** What toAppError makes of a request the route's validator (fastify-type-provider-zod's, as the app uses it) refuses. */
  const refusal = (schema: z.ZodType, input: unknown) => {
    const validate = validatorCompiler({ schema, method: 'POST', url: '/x', httpPart: 'body' }) as (data: unknown) => { error?: unknown };
    const { error } = validate(input);
    return errorBody(toAppError(Object.assign(new Error('validation'), { validation: error }))).error;
  };

  it('a uuid format, an enum option and a missing value get "Invalid {field}. Please check your input."', () => {
    const body = refusal(z.object({ productId: z.string().uuid(), status: z.enum(['pending_approval', 'approved']), kind: z.string() }), {
      productId: 'not-a-uuid',
      status: 'y',
    });
    expect(body).toMatchObject({ code: 'VALIDATION_ERROR', status: 422, message: 'Invalid productId. Please check your input.' });
    expect(body.details).toEqual({
      fieldErrors: {
        productId: ['Invalid productId. Please check your input.'],
        status: ['Invalid status. Please check your input.'],
        kind: ['Invalid kind. Please check your input.'],
      },
    });
  });

  it('keeps the messages written in a contract, whatever the issue', () => {
    const body = refusal(
      z.object({
        id: ZUuid,
        carrier: z.enum(['lbc', 'jnt'], { error: 'Choose a carrier.' }),
        reason: z.string({ error: 'Give a reason.' }),
        note: z.string().max(2, 'Note can be at most 2 characters.'),
      }),
      { id: 'x', carrier: 'y', note: 'long' },
    );
    expect(body.details).toEqual({
      fieldErrors: {
        id: [INVALID_ID_MESSAGE],
        carrier: ['Choose a carrier.'],
        reason: ['Give a reason.'],
        note: ['Note can be at most 2 characters.'],
      },
    });
  });

  it('a bare zod length or range check in a request says its limit', () => {
    const body = refusal(z.object({ note: z.string().max(5), limit: z.number().min(1) }), { note: 'too long', limit: 0 });
    expect(body.details).toEqual({ fieldErrors: { note: ['Must be at most 5 characters.'], limit: ['Must be at least 1.'] } });
  });

  it('fieldMessage recognises each zod default by its issue', () => {
    for (const [schema, input] of [
      [z.string().email(), 'x'],
      [z.string().regex(/^a$/), 'b'],
      [z.literal('yes'), 'no'],
      [z.number().multipleOf(5), 3],
      [z.strictObject({}), { extra: 1 }],
      [z.string().refine(() => false), 'x'],
    ] as const) {
      const [issue] = issuesOf(schema, input);
      expect(fieldMessage('field', issue.message, issue as never)).toBe('Invalid field. Please check your input.');
    }
  });
});
