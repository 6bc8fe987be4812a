import { queryOptions, useQuery } from '@tanstack/react-query';
import { SUPPORT_API, ZTicketAssignees, type TicketAssignee } from '../../../shared/support.contracts';
import { CACHE_PROFILES } from '../../lib/cache-profiles';
import { getParsed } from '../../lib/queries/define-query';
import { supportKeys } from './support-keys';

/** GET /api/support/tickets/assignees → the head-office staff a ticket can be assigned to. */
export async function getAssignees(signal?: AbortSignal): Promise<TicketAssignee[]> {
  return (await getParsed(ZTicketAssignees, `${SUPPORT_API.head_office}/assignees`, signal)).items;
}

export function assigneesQueryOptions() {
  return queryOptions({
    ...CACHE_PROFILES.static,
    queryKey: supportKeys.assignees,
    queryFn: ({ signal }) => getAssignees(signal),
    meta: { errorToast: false },
  });
}

export function useAssignees(enabled = true) {
  return useQuery({ ...assigneesQueryOptions(), enabled });
}
