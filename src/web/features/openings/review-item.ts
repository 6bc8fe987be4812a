import { z } from 'zod';
import { ZOpening, type Opening, type ZOpeningReview } from '../../../shared/openings.contracts';
import { apiFetch } from '../../lib/api-client';
import { useOpeningMutation } from './opening-mutation';

/** POST /api/openings/:id/items/:itemId/review ({ decision, note }) → Opening (head office; a rejection needs the reason the franchisee reads). */
export async function reviewOpeningItem({
  id,
  itemId,
  input,
}: {
  id: string;
  itemId: string;
  input: z.input<typeof ZOpeningReview>;
}): Promise<Opening> {
  return ZOpening.parse(
    await apiFetch<unknown>(`/api/openings/${encodeURIComponent(id)}/items/${encodeURIComponent(itemId)}/review`, {
      method: 'POST',
      body: input,
    }),
  );
}
export const useReviewOpeningItem = () => useOpeningMutation('review-item', reviewOpeningItem);
