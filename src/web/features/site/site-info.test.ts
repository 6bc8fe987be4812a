import { describe, expect, it } from 'vitest';
import * as contracts from '../../../shared/site.contracts';
import { HEAD_OFFICE, HOW_IT_WORKS, SITE_API_PUBLIC } from './site-info';

describe('the public pages’ zod-free copies of the site contract', () => {
  it('say what the contract says', () => {
    expect(HEAD_OFFICE).toEqual(contracts.HEAD_OFFICE);
    expect(HOW_IT_WORKS).toEqual(contracts.HOW_IT_WORKS);
    expect(SITE_API_PUBLIC).toBe(contracts.SITE_API.public);
  });
});
