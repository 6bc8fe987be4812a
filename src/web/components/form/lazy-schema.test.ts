import { describe, expect, it } from 'vitest';
import { lazyResolver, lazySchema } from './lazy-schema';

const options = { fields: {}, shouldUseNativeValidation: false } as const;

describe('a lazy form contract', () => {
  it('loads at the first check, once, and reports what the contract says', async () => {
    let loads = 0;
    const schema = lazySchema(() => {
      loads++;
      return import('zod').then(
        ({ z }) =>
          z.object({
            email: z.string().trim().min(1, 'Email is required.'),
            password: z.string().min(1, 'Password is required.'),
          }) as never,
      );
    });
    expect(loads).toBe(0);
    const resolve = lazyResolver<{ email: string; password: string }, unknown>(schema, {
      labels: { email: 'email', password: 'password' },
    });
    const empty = await resolve({ email: '', password: '' }, undefined, options);
    expect(empty.errors.email?.message).toBe('Email is required.');
    expect(empty.errors.password?.message).toBe('Password is required.');
    const ok = await resolve({ email: ' franchisee@demo.com ', password: 'demo123' }, undefined, options);
    expect(ok.errors).toEqual({});
    expect(ok.values).toEqual({ email: 'franchisee@demo.com', password: 'demo123' });
    expect(loads).toBe(1);
  });

  it('tries the download again after it failed', async () => {
    let attempts = 0;
    const schema = lazySchema(() =>
      ++attempts === 1 ? Promise.reject(new Error('offline')) : import('zod').then(({ z }) => z.object({ a: z.string() }) as never),
    );
    const resolve = lazyResolver<{ a: string }, unknown>(schema, {});
    await expect(resolve({ a: 'x' }, undefined, options)).rejects.toThrow('offline');
    expect((await resolve({ a: 'x' }, undefined, options)).errors).toEqual({});
    expect(attempts).toBe(2);
  });
});
