/** Support requests (issue 15): franchisees' tickets, a threaded conversation with head office, attachments. */

export const TICKET_CATEGORIES = ['Technical', 'Marketing', 'Training', 'Operations', 'Financial', 'Other'] as const;
export type TicketCategory = (typeof TICKET_CATEGORIES)[number];

export const TICKET_PRIORITIES = ['Low', 'Medium', 'High', 'Urgent'] as const;
export type TicketPriority = (typeof TICKET_PRIORITIES)[number];

export const TICKET_STATUSES = ['open', 'in_progress', 'resolved', 'closed'] as const;
export type TicketStatus = (typeof TICKET_STATUSES)[number];
export const TICKET_STATUS_LABELS: Record<TicketStatus, string> = {
  open: 'Open',
  in_progress: 'In Progress',
  resolved: 'Resolved',
  closed: 'Closed',
};

/** A resolved ticket may be reopened by its franchisee within this many days. */
export const TICKET_REOPEN_DAYS = 7;
