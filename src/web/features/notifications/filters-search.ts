import { ZNotificationType } from '../../../shared/notifications.contracts';
import type { NotificationFilters } from './query-keys';

/** Filters live in the URL (?show=unread&type=…) so Back, reload and shared links keep them. */
export function filtersFromSearch(search: URLSearchParams): NotificationFilters {
  const type = ZNotificationType.safeParse(search.get('type'));
  return { unread: search.get('show') === 'unread', type: type.success ? type.data : null };
}

export function filtersToSearch(filters: NotificationFilters): URLSearchParams {
  const search = new URLSearchParams();
  if (filters.unread) search.set('show', 'unread');
  if (filters.type) search.set('type', filters.type);
  return search;
}
