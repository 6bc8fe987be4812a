import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ZOpening, type Opening } from '../../../shared/openings.contracts';
import { apiFetch } from '../../lib/api-client';
import { LOCATION_DEPENDENT_KEYS, orderingLocationKeys } from '../../lib/query-keys/ordering-location';
import { openingKeys } from './opening-keys';

/**
 * POST /api/openings/:id/starter-cart → Opening: the cart now holds exactly the package's starter inventory and the
 * opening store is the ordering location; the normal checkout places it. The cart, the ordering location and the
 * catalogue (per brand) all change, so they are refetched before the caller goes to checkout.
 */
export async function fillStarterCart({ id }: { id: string }): Promise<Opening> {
  return ZOpening.parse(await apiFetch<unknown>(`/api/openings/${encodeURIComponent(id)}/starter-cart`, { method: 'POST' }));
}

export function useFillStarterCart() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['openings', 'starter-cart'],
    mutationFn: fillStarterCart,
    retry: false,
    meta: { errorToast: false },
    onSuccess: (opening) => {
      queryClient.setQueryData(openingKeys.detail(opening.id), opening);
      return Promise.all([
        queryClient.invalidateQueries({ queryKey: orderingLocationKeys.ordering }),
        ...LOCATION_DEPENDENT_KEYS.map((queryKey) => queryClient.invalidateQueries({ queryKey })),
      ]);
    },
  });
}
