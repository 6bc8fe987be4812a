import {
  QUEUE_SORTS,
  TICKET_CATEGORIES,
  TICKET_PAGE_SIZE,
  TICKET_PRIORITIES,
  TICKET_STATUSES,
  type MyTicketQuery,
  type QueueQuery,
  type QueueSort,
} from '../../../shared/support.contracts';
import { createParser, type inferParserType } from 'nuqs';
import { parseAsOneOf, parseAsPage, parseAsSearch, parseAsSort, parseAsUuid } from '../../components/data-table/url-state';
import { anyFilterSet, apiParamsOf, pageWindow } from '../../lib/filters/list-query';

/**
 * Both support lists keep their filters and page in the URL (bookmarkable, Back works). Every parser is bounded: a
 * hand-edited URL falls back to "no filter" rather than reaching the API as bad input.
 */

// ---------------------------------------------------------------- /franchisee/support-requests

export const myTicketParsers = {
  search: parseAsSearch(100),
  status: parseAsOneOf(TICKET_STATUSES),
  page: parseAsPage,
};
export type MyTicketListState = inferParserType<typeof myTicketParsers>;
export function myTicketQuery(s: MyTicketListState): MyTicketQuery {
  return { ...apiParamsOf(s, { search: 'search', status: 'status' }), ...pageWindow(s.page, TICKET_PAGE_SIZE) };
}
export const hasMyTicketFilters = (s: MyTicketListState) => anyFilterSet(s, ['search', 'status']);

// ---------------------------------------------------------------- /support-tickets

/** `?assignee=`: "unassigned", "mine" or a staff member's id. */
export const parseAsAssignee = createParser<string>({
  parse: (v) => (v === 'unassigned' || v === 'mine' ? v : parseAsUuid.parse(v)),
  serialize: (v) => v,
});

export const DEFAULT_QUEUE_SORT: QueueSort = 'age';
export const queueParsers = {
  search: parseAsSearch(100),
  status: parseAsOneOf(TICKET_STATUSES),
  priority: parseAsOneOf(TICKET_PRIORITIES),
  category: parseAsOneOf(TICKET_CATEGORIES),
  assignee: parseAsAssignee,
  sort: parseAsSort(QUEUE_SORTS, DEFAULT_QUEUE_SORT),
  page: parseAsPage,
};
export type QueueListState = inferParserType<typeof queueParsers>;
export function queueQuery(s: QueueListState): QueueQuery {
  return {
    ...apiParamsOf(s, {
      search: 'search',
      status: 'status',
      priority: 'priority',
      category: 'category',
      assignee: 'assignee',
      sort: 'sort',
    }),
    ...pageWindow(s.page, TICKET_PAGE_SIZE),
  };
}
export const hasQueueFilters = (s: QueueListState) => anyFilterSet(s, ['search', 'status', 'priority', 'category', 'assignee']);
