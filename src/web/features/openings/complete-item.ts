import { ZOpening, type Opening } from '../../../shared/openings.contracts';
import { apiFetch } from '../../lib/api-client';
import { useOpeningMutation } from './opening-mutation';

/** POST /api/openings/:id/items/:itemId/complete → Opening (a task of the caller's side; 409 for a system item or one already done). */
export async function completeOpeningItem({ id, itemId }: { id: string; itemId: string }): Promise<Opening> {
  return ZOpening.parse(
    await apiFetch<unknown>(`/api/openings/${encodeURIComponent(id)}/items/${encodeURIComponent(itemId)}/complete`, { method: 'POST' }),
  );
}
export const useCompleteOpeningItem = () => useOpeningMutation('complete-item', completeOpeningItem);
