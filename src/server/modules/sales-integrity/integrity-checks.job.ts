import type { JobDefinition } from '../../lib/jobs';
import type { SalesIntegrityService } from './sales-integrity.service';

/**
 * Nightly at 02:30 Manila, after the day's reports are in and before head office starts: the sales-integrity checks
 * over every location (decision 024). Idempotent — it replaces the window's months and refreshes open flags in one
 * transaction — so a second run of the same slot, or "run the checks now", gives the same result.
 */
export function integrityChecksJob(deps: { salesIntegrity: SalesIntegrityService }): JobDefinition {
  return {
    name: 'sales-integrity.nightly',
    schedule: { dailyAt: '02:30' },
    handler: ({ now }) => deps.salesIntegrity.run(now),
  };
}
