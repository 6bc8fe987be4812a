import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { ApiError } from '../../lib/api-client';
import { serverFieldErrors } from '../../lib/form-errors';
import { formResolver } from './form-resolver';

const ZThing = z.object({
  name: z.string().trim().min(1, 'Enter a name.'),
  pricePesos: z.number().min(0),
  note: z.string().max(3),
});
type Values = { name: string; priceCentavos: number | null; note: string };
const toInput = (v: Values) => ({ name: v.name, pricePesos: v.priceCentavos === null ? undefined : v.priceCentavos / 100, note: v.note });
const options = { fields: {}, shouldUseNativeValidation: false } as const;

describe('formResolver', () => {
  const resolve = formResolver<Values, z.output<typeof ZThing>>(ZThing, { labels: { note: 'note' }, toInput });
  // The contract's field names are the form's, apart from the mapped price.
  const priceResolve = formResolver<{ name: string; pricePesos: number; note: string }, z.output<typeof ZThing>>(ZThing);

  it('hands the submit handler the contract output', async () => {
    const result = await resolve({ name: ' Siomai ', priceCentavos: 12_550, note: '' }, undefined, options);
    expect(result.errors).toEqual({});
    expect(result.values).toEqual({ name: 'Siomai', pricePesos: 125.5, note: '' });
  });

  it('puts the schema message on the field, or the default "Invalid {label}" when the check has none', async () => {
    const result = await resolve({ name: '', priceCentavos: 100, note: 'long' }, undefined, options);
    expect(result.errors.name?.message).toBe('Enter a name.');
    expect(result.errors.note?.message).toBe('Invalid note. Please check your input.');
    const negative = await priceResolve({ name: 'x', pricePesos: -1, note: '' }, undefined, options);
    expect(negative.errors.pricePesos?.message).toBe('Invalid pricePesos. Please check your input.');
  });

  it('says a field left empty is required, when the check has no message of its own', async () => {
    const labelled = formResolver<{ name: string; pricePesos: number | null; note: string }, z.output<typeof ZThing>>(ZThing, {
      labels: { pricePesos: 'gross sales' },
    });
    const empty = await labelled({ name: 'x', pricePesos: null, note: '' }, undefined, options);
    expect(empty.errors.pricePesos?.message).toBe('Gross sales is required.');
    const missing = await labelled({ name: 'x', note: '' } as never, undefined, options);
    expect(missing.errors.pricePesos?.message).toBe('Gross sales is required.');
    const wrong = await labelled({ name: 'x', pricePesos: 'abc' as never, note: '' }, undefined, options);
    expect(wrong.errors.pricePesos?.message).toBe('Invalid gross sales. Please check your input.');
  });
});

describe('server field errors', () => {
  const error = new ApiError({
    code: 'VALIDATION_ERROR',
    message: 'Invalid input.',
    status: 400,
    path: '/api/x',
    details: { fieldErrors: { name: ['Name taken.'], note: [], other: ['Not on this form.'] } },
  });

  it('maps details.fieldErrors onto the form’s own fields only, default message when empty', () => {
    expect(serverFieldErrors(error, { name: 'name', note: 'note' })).toEqual([
      ['name', 'Name taken.'],
      ['note', 'Invalid note. Please check your input.'],
    ]);
    expect(serverFieldErrors(error, ['other'])).toEqual([['other', 'Not on this form.']]);
  });

  it('keeps a nested key (a field array row) when the form has its first segment', () => {
    const nested = new ApiError({
      code: 'VALIDATION_ERROR',
      message: 'Too few.',
      status: 422,
      path: '/api/x',
      details: { fieldErrors: { 'lines.1.quantity': ['Too few.'], 'other.0.x': ['No.'] } },
    });
    expect(serverFieldErrors(nested, ['lines'])).toEqual([['lines.1.quantity', 'Too few.']]);
  });

  it('finds nothing in errors without field details', () => {
    expect(serverFieldErrors(new Error('boom'), ['name'])).toEqual([]);
    expect(serverFieldErrors(new ApiError({ code: 'CONFLICT', message: 'x', status: 409, path: '/' }), ['name'])).toEqual([]);
  });
});
