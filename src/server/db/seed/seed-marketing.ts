import type { Db } from '../client';
import type { Storage } from '../../lib/storage';

/** Demo data of the marketing area (issue 15), seeded once with the demo network; the area's helper fills this in. */
export async function seedMarketing(_db: Db, _ctx: { now: Date; franchisorId: string; storage?: Storage }): Promise<void> {}
