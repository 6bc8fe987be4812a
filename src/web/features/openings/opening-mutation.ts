import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Opening } from '../../../shared/openings.contracts';
import { dashboardKeys } from '../../lib/query-keys/dashboards';
import { openingKeys } from './opening-keys';

/**
 * An opening write: every endpoint answers with the whole project, which replaces the detail at once; the board and
 * the dashboard card (the list) and the dashboards (a store that opened starts reporting) catch up. No automatic
 * toast: the dialogs and rows show the server's message where it happened.
 */
export function useOpeningMutation<A>(name: string, mutationFn: (args: A) => Promise<Opening>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['openings', name],
    mutationFn,
    retry: false,
    meta: { errorToast: false },
    onSuccess: (opening) => {
      queryClient.setQueryData(openingKeys.detail(opening.id), opening);
      return Promise.all([
        queryClient.invalidateQueries({ queryKey: openingKeys.list() }),
        queryClient.invalidateQueries({ queryKey: dashboardKeys.all }),
      ]);
    },
  });
}
