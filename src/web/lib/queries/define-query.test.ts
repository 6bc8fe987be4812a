import { afterEach, describe, expect, it, vi } from 'vitest';
import { QueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { CACHE_PROFILES } from '../cache-profiles';
import { defineQuery, getParsed } from './define-query';

const ZThing = z.object({ n: z.number() });

afterEach(() => vi.unstubAllGlobals());

function answer(body: unknown) {
  const fetchMock = vi.fn(async () => new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } }));
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

describe('getParsed', () => {
  it('returns the answer checked against the contract', async () => {
    const fetchMock = answer({ n: 3, extra: 'dropped' });
    await expect(getParsed(ZThing, '/api/thing')).resolves.toEqual({ n: 3 });
    expect(String((fetchMock.mock.calls[0] as unknown[])[0])).toContain('/api/thing');
  });

  it('refuses an answer that breaks the contract', async () => {
    answer({ n: 'three' });
    await expect(getParsed(ZThing, '/api/thing')).rejects.toThrow();
  });
});

describe('defineQuery', () => {
  it('builds options from the cache profile, the key and the fetcher, with the endpoint’s own overrides', async () => {
    const fetch = vi.fn(async () => ({ n: 1 }));
    const thing = defineQuery({ cache: CACHE_PROFILES.realTime, queryKey: ['thing'] as const, fetch, refetchInterval: false });
    const options = thing.options();
    expect(options).toMatchObject({ ...CACHE_PROFILES.realTime, refetchInterval: false, queryKey: ['thing'] });
    await expect(new QueryClient().fetchQuery(options)).resolves.toEqual({ n: 1 });
    expect(fetch).toHaveBeenCalledTimes(1);
  });
});
