import { describe, expect, it } from 'vitest';

describe('zod runs jitless in the browser', () => {
  it('zod adopts the configuration the entry sets before zod loads', async () => {
    await import('./zod-jitless');
    const { config } = await import('zod/mini');
    expect(config().jitless).toBe(true);
  });
});
