import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ZReorderResult } from '../../../shared/orders.contracts';
import type { z } from 'zod';
import { apiFetch } from '../../lib/api-client';
import { applyRefilledCart } from './apply-refilled-cart';

/**
 * POST /api/orders/:id/reorder → {cart, skipped[]}: the order's products go back into the cart of
 * its location at today's prices; products that can't be ordered now come back in `skipped`.
 */

export type ReorderResult = z.infer<typeof ZReorderResult>;

export async function reorderOrder(id: string): Promise<ReorderResult> {
  return ZReorderResult.parse(await apiFetch<unknown>(`/api/orders/${encodeURIComponent(id)}/reorder`, { method: 'POST' }));
}

export function useReorderOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['orders', 'reorder'],
    mutationFn: reorderOrder,
    // Adding the same lines twice would double the quantities.
    retry: false,
    onSuccess: (result) => applyRefilledCart(queryClient, result),
  });
}
