import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ZStockAlert, ZStockAlerts, type StockAlert } from '../../../shared/inventory.contracts';
import type { z } from 'zod';
import { apiFetch } from '../../lib/api-client';
import { inventoryKeys } from '../../lib/query-keys/inventory';

/** POST /api/inventory/alerts/:id/ack (franchisor) → StockAlert, now with acknowledgedAt. */

export async function acknowledgeAlert(id: string): Promise<StockAlert> {
  return ZStockAlert.parse(await apiFetch<unknown>(`/api/inventory/alerts/${encodeURIComponent(id)}/ack`, { method: 'POST' }));
}

export function useAcknowledgeAlert() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['inventory', 'alerts', 'ack'],
    mutationFn: acknowledgeAlert,
    onSuccess: (alert) => {
      // Grey the row at once; the refetch then brings the server's order (open alerts first).
      queryClient.setQueryData<z.infer<typeof ZStockAlerts>>(inventoryKeys.alerts, (old) =>
        old ? { items: old.items.map((a) => (a.id === alert.id ? alert : a)) } : old,
      );
      return queryClient.invalidateQueries({ queryKey: inventoryKeys.alerts });
    },
  });
}
