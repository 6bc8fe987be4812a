import type { Db } from '../client';
import type { Storage } from '../../lib/storage';

/** Skeleton (issue 16 build fills it): demo franchise applications in each status, and contact messages. */
export async function seedApplications(_db: Db, _opts: { now: Date; franchisorId: string; storage?: Storage }): Promise<void> {}
