import type { Db } from '../client';
import type { Storage } from '../../lib/storage';

/**
 * Skeleton (issue 16 build fills it): the demo brands' microsites and package prices, home page testimonials and
 * blog posts. Idempotent: runs on the first seed and again on later starts, adding only what is missing.
 */
export async function seedPublicSite(_db: Db, _opts: { now: Date; storage?: Storage }): Promise<void> {}
