import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { ZReorderResult } from '../../../shared/orders.contracts';
import { apiFetch } from '../../lib/api-client';
import { applyRefilledCart } from './apply-refilled-cart';

/**
 * POST /api/inventory/suggested-to-cart {locationId} (franchisee) → {cart, skipped[]}. The server
 * selects that location for ordering and adds each suggested quantity to its cart; products that
 * can't be ordered now come back in `skipped` with the reason.
 */

export type SuggestedToCartResult = z.infer<typeof ZReorderResult>;

export async function addSuggestedToCart(locationId: string): Promise<SuggestedToCartResult> {
  return ZReorderResult.parse(await apiFetch<unknown>('/api/inventory/suggested-to-cart', { method: 'POST', body: { locationId } }));
}

export function useAddSuggestedToCart() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['cart', 'suggested'],
    mutationFn: addSuggestedToCart,
    // Adding is not idempotent: a retry after a lost answer would add the quantities twice.
    retry: false,
    onSuccess: (result) => applyRefilledCart(queryClient, result),
  });
}
