import type { MyTicketQuery, QueueQuery, TicketSide } from '../../../shared/support.contracts';

/**
 * The support area's cache family. Every ticket write puts the answer in its detail entry and invalidates the lists
 * (`supportKeys.lists`), so the franchisee's list, the queue and its counts catch up.
 */
export const supportKeys = {
  all: ['support'] as const,
  lists: ['support', 'list'] as const,
  mine: (query: MyTicketQuery) => ['support', 'list', 'mine', query] as const,
  queue: (query: QueueQuery) => ['support', 'list', 'queue', query] as const,
  detail: (side: TicketSide, id: string) => ['support', 'detail', side, id] as const,
  assignees: ['support', 'assignees'] as const,
  locations: ['support', 'locations'] as const,
};
