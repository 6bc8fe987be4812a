import { z } from 'zod';
import { PROFILE_STATUSES, ROLES } from './roles';

/**
 * The role and status contracts, apart from roles.ts so a page that only needs the role tables (the sign-in page's
 * guards) does not pull classic zod in with them: a chunk holds whole modules, so a schema in roles.ts would ship
 * wherever the tables do.
 */
export const ZRole = z.enum(ROLES);
export const ZProfileStatus = z.enum(PROFILE_STATUSES);
