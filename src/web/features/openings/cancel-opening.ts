import { ZOpening, type CancelOpeningData, type Opening } from '../../../shared/openings.contracts';
import { apiFetch } from '../../lib/api-client';
import { useOpeningMutation } from './opening-mutation';

/** POST /api/openings/:id/cancel ({ reason }) → Opening (head office; the store closes and its invitation is revoked). */
export async function cancelOpening({ id, input }: { id: string; input: CancelOpeningData }): Promise<Opening> {
  return ZOpening.parse(await apiFetch<unknown>(`/api/openings/${encodeURIComponent(id)}/cancel`, { method: 'POST', body: input }));
}
export const useCancelOpening = () => useOpeningMutation('cancel', cancelOpening);
