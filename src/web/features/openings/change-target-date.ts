import type { z } from 'zod';
import { ZOpening, type Opening, type ZOpeningTargetDate } from '../../../shared/openings.contracts';
import { apiFetch } from '../../lib/api-client';
import { useOpeningMutation } from './opening-mutation';

/** POST /api/openings/:id/target-date ({ targetDate, reason }) → Opening (head office; every due date moves with it). */
export async function changeOpeningTarget({ id, input }: { id: string; input: z.input<typeof ZOpeningTargetDate> }): Promise<Opening> {
  return ZOpening.parse(await apiFetch<unknown>(`/api/openings/${encodeURIComponent(id)}/target-date`, { method: 'POST', body: input }));
}
export const useChangeOpeningTarget = () => useOpeningMutation('target-date', changeOpeningTarget);
