import {
  QUEUE_SORTS,
  TICKET_CATEGORIES,
  TICKET_PAGE_SIZE,
  TICKET_PRIORITIES,
  TICKET_STATUSES,
  type MyTicketQuery,
  type QueueQuery,
  type QueueSort,
  type TicketCategory,
  type TicketPriority,
  type TicketStatus,
} from '../../../shared/support.contracts';
import { createParser } from 'nuqs';
import { parseAsOneOf, parseAsPage, parseAsSearch, parseAsSort } from '../../components/data-table/url-state';

/**
 * Both support lists keep their filters and page in the URL (bookmarkable, Back works). Every parser is bounded: a
 * hand-edited URL falls back to "no filter" rather than reaching the API as bad input.
 */

const offsetOf = (page: number) => (page - 1) * TICKET_PAGE_SIZE;

// ---------------------------------------------------------------- /franchisee/support-requests

export const myTicketParsers = {
  search: parseAsSearch(100),
  status: parseAsOneOf(TICKET_STATUSES),
  page: parseAsPage,
};
export interface MyTicketListState {
  search: string;
  status: TicketStatus | null;
  page: number;
}
export function myTicketQuery(s: MyTicketListState): MyTicketQuery {
  return {
    search: s.search || undefined,
    status: s.status ?? undefined,
    limit: TICKET_PAGE_SIZE,
    offset: offsetOf(s.page),
  };
}
export const hasMyTicketFilters = (s: MyTicketListState) => Boolean(s.search || s.status);

// ---------------------------------------------------------------- /support-tickets

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** `?assignee=`: "unassigned", "mine" or a staff member's id. */
export const parseAsAssignee = createParser<string>({
  parse: (v) => (v === 'unassigned' || v === 'mine' || UUID.test(v) ? v : null),
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
export interface QueueListState {
  search: string;
  status: TicketStatus | null;
  priority: TicketPriority | null;
  category: TicketCategory | null;
  assignee: string | null;
  sort: QueueSort;
  page: number;
}
export function queueQuery(s: QueueListState): QueueQuery {
  return {
    search: s.search || undefined,
    status: s.status ?? undefined,
    priority: s.priority ?? undefined,
    category: s.category ?? undefined,
    assignee: s.assignee ?? undefined,
    sort: s.sort,
    limit: TICKET_PAGE_SIZE,
    offset: offsetOf(s.page),
  };
}
export const hasQueueFilters = (s: QueueListState) => Boolean(s.search || s.status || s.priority || s.category || s.assignee);
