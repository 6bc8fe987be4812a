import { z } from 'zod';
import { ZLine, ZMultiline, ZOptionalMultiline, ZPageQuery, ZSearch, ZUuid, listOf, paged, INVALID_ID_MESSAGE } from './http';
import type { Role } from './roles';

/**
 * Support requests (issue 15): franchisees' tickets, a threaded conversation with head office, attachments.
 *
 * Endpoints. Franchisee (support.raise), under SUPPORT_API.franchisee = /api/support/requests:
 *   GET    /api/support/requests                       ZMyTicketQuery → ZTicketList (own tickets + counts)
 *   POST   /api/support/requests                       ZTicketCreate (JSON, or multipart + up to 5 "file") → 201 ZTicketDetail
 *   GET    /api/support/requests/locations             → ZTicketLocationOptions (own locations, the first is the default)
 *   GET    /api/support/requests/:id                   → ZTicketDetail
 *   POST   /api/support/requests/:id/messages          ZTicketReply (JSON, or multipart "body" + one "file") → 201 ZTicketDetail
 *   POST   /api/support/requests/:id/attachments       multipart one "file" → 201 ZTicketDetail
 *   POST   /api/support/requests/:id/close             ZTicketActionNote (optional) → ZTicketDetail
 *   POST   /api/support/requests/:id/reopen            ZTicketActionNote (optional) → ZTicketDetail (409 after the window)
 *   GET    /api/support/requests/:id/attachments/:attachmentId   the file (download)
 * Head office (support.handle: franchisor, admin), under SUPPORT_API.head_office = /api/support/tickets:
 *   GET    /api/support/tickets                        ZQueueQuery → ZTicketList (queue + counts)
 *   GET    /api/support/tickets/assignees              → ZTicketAssignees
 *   GET    /api/support/tickets/:id                    → ZTicketDetail
 *   POST   /api/support/tickets/:id/messages           ZTicketReply (JSON or multipart) → 201 ZTicketDetail
 *   POST   /api/support/tickets/:id/attachments        multipart one "file" → 201 ZTicketDetail
 *   POST   /api/support/tickets/:id/status             ZTicketStatusChange → ZTicketDetail (409 when not allowed)
 *   POST   /api/support/tickets/:id/assign             ZTicketAssign → ZTicketDetail
 *   POST   /api/support/tickets/:id/priority           ZTicketPriorityChange → ZTicketDetail
 *   GET    /api/support/tickets/:id/attachments/:attachmentId    the file (download)
 * Errors: 404 (unknown or another location's ticket/attachment), 409 (refused transition, closed ticket, too many
 * attachments, reopen window passed), 413 (file > 5 MB), 422 (validation: fieldErrors), 429 (upload quota).
 */

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

/** At most this many files on one ticket (at creation, with replies and added later, together). */
export const TICKET_MAX_ATTACHMENTS = 5;
/** The help button's page address: a same-site path, at most this long. */
export const TICKET_SOURCE_URL_MAX = 300;
export const TICKET_SUBJECT_MAX = 150;
export const TICKET_DESCRIPTION_MAX = 5000;
export const TICKET_MESSAGE_MAX = 5000;
export const TICKET_PAGE_SIZE = 20;

/** Ticket number as stored: TKT- and six digits (more once past 999,999) from support_ticket_number_seq. */
export const formatTicketNumber = (n: number | bigint): string => `TKT-${String(n).padStart(6, '0')}`;

export const SUPPORT_MESSAGES = {
  notFound: 'Support ticket not found.',
  attachmentNotFound: 'Attachment not found.',
  chooseLocation: 'Choose one of your locations.',
  subjectRequired: 'Subject is required.',
  descriptionRequired: 'Describe the problem or question.',
  messageRequired: 'Write a message.',
  chooseCategory: 'Choose a category.',
  choosePriority: 'Choose a priority.',
  chooseStatus: 'Choose a status.',
  sourceUrlInvalid: `The page address must be a path on this site (starting with "/", at most ${TICKET_SOURCE_URL_MAX} characters).`,
  chooseFile: 'Choose a file to upload.',
  attachmentWrongType: 'Choose a PDF, Word document, JPG or PNG file.',
  attachmentTooLarge: 'The file is larger than 5 MB.',
  tooManyAttachments: `A ticket can have at most ${TICKET_MAX_ATTACHMENTS} attachments.`,
  closedNoReply: 'This ticket is closed. Open a new support request if you need more help.',
  closedNoAttachment: 'This ticket is closed; files can no longer be added.',
  reopenWindowPassed: `This ticket was resolved more than ${TICKET_REOPEN_DAYS} days ago and can no longer be reopened. Please open a new support request.`,
  reopenNotResolved: 'Only a resolved ticket can be reopened.',
  alreadyClosed: 'This ticket is already closed.',
  sameStatus: 'The ticket already has this status.',
  assigneeInvalid: 'Choose a head-office staff member (an active franchisor or admin).',
  closedNoAssign: 'A closed ticket cannot be reassigned.',
  closedNoPriority: 'The priority of a closed ticket cannot be changed.',
  /** Any refused status change: "A ticket cannot go from Open to Closed." plus the allowed ones. */
  transitionRefused: (from: TicketStatus, to: TicketStatus, allowed: readonly TicketStatus[]) =>
    `A ticket cannot go from ${TICKET_STATUS_LABELS[from]} to ${TICKET_STATUS_LABELS[to]}.` +
    (allowed.length
      ? ` From ${TICKET_STATUS_LABELS[from]} it can go to ${allowed.map((s) => TICKET_STATUS_LABELS[s]).join(' or ')}.`
      : ` A ${TICKET_STATUS_LABELS[from].toLowerCase()} ticket cannot change status.`),
} as const;

// ---------------------------------------------------------------- sides and the state machine

/** Who wrote a message or may act: the franchisee who raised the ticket, or head office (franchisor, admin). */
export const TICKET_SIDES = ['franchisee', 'head_office'] as const;
export type TicketSide = (typeof TICKET_SIDES)[number];
export const TICKET_SIDE_LABELS: Record<TicketSide, string> = { franchisee: 'Franchisee', head_office: 'Head office' };

/** The side a role acts on; null for a role that has no part in support (user). */
export function ticketSideOf(role: Role): TicketSide | null {
  if (role === 'franchisee') return 'franchisee';
  if (role === 'franchisor' || role === 'admin') return 'head_office';
  return null;
}

/**
 * Every status change each side may make by hand. Head office: open → in_progress → resolved → closed, and
 * resolved → in_progress (more work needed). Franchisee: close from open, in_progress or resolved (their own
 * decision) and reopen resolved → open within TICKET_REOPEN_DAYS of resolution. Everything else is a 409.
 * (A head-office reply also moves open → in_progress by itself.)
 */
export const TICKET_TRANSITIONS: Record<TicketSide, Record<TicketStatus, readonly TicketStatus[]>> = {
  head_office: {
    open: ['in_progress'],
    in_progress: ['resolved'],
    resolved: ['closed', 'in_progress'],
    closed: [],
  },
  franchisee: {
    open: ['closed'],
    in_progress: ['closed'],
    resolved: ['closed', 'open'],
    closed: [],
  },
};

/** The statuses `side` may move a ticket to from `from` (reopen still subject to the window, see canReopen). */
export function allowedStatusChanges(side: TicketSide, from: TicketStatus): readonly TicketStatus[] {
  return TICKET_TRANSITIONS[side][from];
}
export function canChangeStatus(side: TicketSide, from: TicketStatus, to: TicketStatus): boolean {
  return allowedStatusChanges(side, from).includes(to);
}

/** Both sides may write on any ticket that is not closed (a franchisee's reply on a resolved ticket keeps it resolved). */
export const canReplyTo = (status: TicketStatus): boolean => status !== 'closed';
/** Files may be added while the ticket is not closed, up to TICKET_MAX_ATTACHMENTS. */
export const canAttachTo = (status: TicketStatus, attachmentCount: number): boolean =>
  status !== 'closed' && attachmentCount < TICKET_MAX_ATTACHMENTS;

const DAY_MS = 86_400_000;
/** Until when a resolved ticket may be reopened (ISO), or null when it is not resolved. */
export function reopenableUntil(status: TicketStatus, resolvedAt: string | Date | null): string | null {
  if (status !== 'resolved' || !resolvedAt) return null;
  return new Date(new Date(resolvedAt).getTime() + TICKET_REOPEN_DAYS * DAY_MS).toISOString();
}
/** A resolved ticket may be reopened by its franchisee until TICKET_REOPEN_DAYS after resolved_at. */
export function canReopen(status: TicketStatus, resolvedAt: string | Date | null, now: Date = new Date()): boolean {
  const until = reopenableUntil(status, resolvedAt);
  return until !== null && now.getTime() <= new Date(until).getTime();
}

/** The actions a franchisee sees as buttons. */
export const FRANCHISEE_TICKET_ACTIONS = ['close', 'reopen'] as const;
export type FranchiseeTicketAction = (typeof FRANCHISEE_TICKET_ACTIONS)[number];

/** The API paths, per side, so pages and notifications agree. */
export const SUPPORT_API = {
  franchisee: '/api/support/requests',
  head_office: '/api/support/tickets',
} as const satisfies Record<TicketSide, string>;
export const supportAttachmentPath = (side: TicketSide, ticketId: string, attachmentId: string) =>
  `${SUPPORT_API[side]}/${ticketId}/attachments/${attachmentId}`;

// ---------------------------------------------------------------- inputs

export const ZTicketSourceUrl = z
  .string()
  .trim()
  .max(TICKET_SOURCE_URL_MAX, SUPPORT_MESSAGES.sourceUrlInvalid)
  // eslint-disable-next-line no-control-regex -- control characters are refused
  .regex(/^\/(?![/\\])[^\s\u0000-\u001F\u007F]*$/, SUPPORT_MESSAGES.sourceUrlInvalid);

/**
 * Raise a ticket (franchisee). JSON, or multipart/form-data with the same fields as text plus up to
 * TICKET_MAX_ATTACHMENTS files in fields named "file". locationId: one of the caller's locations; missing → their
 * first location (by name). sourceUrl: the page the chat-support help button was pressed on.
 */
export const ZTicketCreate = z.object({
  subject: ZLine(TICKET_SUBJECT_MAX, 'Subject').min(1, SUPPORT_MESSAGES.subjectRequired),
  category: z.enum(TICKET_CATEGORIES, { error: SUPPORT_MESSAGES.chooseCategory }),
  priority: z.enum(TICKET_PRIORITIES, { error: SUPPORT_MESSAGES.choosePriority }).default('Medium'),
  description: ZMultiline(TICKET_DESCRIPTION_MAX, 'Description').min(1, SUPPORT_MESSAGES.descriptionRequired),
  locationId: z
    .union([z.literal(''), z.string().uuid(SUPPORT_MESSAGES.chooseLocation)])
    .nullable()
    .optional()
    .transform((v) => v || null),
  sourceUrl: z
    .union([z.literal(''), ZTicketSourceUrl])
    .nullable()
    .optional()
    .transform((v) => v || null),
});
export type TicketCreateInput = z.input<typeof ZTicketCreate>;

/** A reply (either side). JSON, or multipart with "body" and at most one "file". */
export const ZTicketReply = z.object({
  body: ZMultiline(TICKET_MESSAGE_MAX, 'Message').min(1, SUPPORT_MESSAGES.messageRequired),
});
export type TicketReplyInput = z.input<typeof ZTicketReply>;

/** Head office: change the status (see TICKET_TRANSITIONS.head_office); the note goes into the history. */
export const ZTicketStatusChange = z.object({
  status: z.enum(TICKET_STATUSES, { error: SUPPORT_MESSAGES.chooseStatus }),
  note: ZOptionalMultiline(1000, 'Note'),
});
export type TicketStatusChangeInput = z.input<typeof ZTicketStatusChange>;

/** Franchisee close / reopen: an optional note for the history. */
export const ZTicketActionNote = z.object({ note: ZOptionalMultiline(1000, 'Note') });
export type TicketActionNoteInput = z.input<typeof ZTicketActionNote>;

/** Head office: assign to an active franchisor or admin, or null to unassign. */
export const ZTicketAssign = z.object({ assigneeId: z.string().uuid(SUPPORT_MESSAGES.assigneeInvalid).nullable() });
export type TicketAssignInput = z.input<typeof ZTicketAssign>;

export const ZTicketPriorityChange = z.object({ priority: z.enum(TICKET_PRIORITIES, { error: SUPPORT_MESSAGES.choosePriority }) });
export type TicketPriorityChangeInput = z.input<typeof ZTicketPriorityChange>;

/** Route params of an attachment download. */
export const ZTicketAttachmentParams = z.object({ id: ZUuid, attachmentId: z.string().uuid(INVALID_ID_MESSAGE) });

// ---------------------------------------------------------------- outputs

export const ZTicketPerson = z.object({ id: z.string(), name: z.string() });
export type TicketPerson = z.infer<typeof ZTicketPerson>;

/** One row of a list (franchisee's own list and the head-office queue). */
export const ZTicketSummary = z.object({
  id: z.string(),
  ticketNumber: z.string(),
  subject: z.string(),
  category: z.enum(TICKET_CATEGORIES),
  priority: z.enum(TICKET_PRIORITIES),
  status: z.enum(TICKET_STATUSES),
  location: z.object({ id: z.string(), name: z.string(), code: z.string() }).nullable(),
  createdBy: ZTicketPerson,
  assignee: ZTicketPerson.nullable(),
  createdAt: z.string(),
  lastActivityAt: z.string(),
  firstResponseAt: z.string().nullable(),
  resolvedAt: z.string().nullable(),
  closedAt: z.string().nullable(),
  /** Minutes since it was raised (until it was closed, for a closed ticket). */
  ageMinutes: z.number().int(),
  /** Minutes from creation to head office's first reply; null while unanswered. */
  firstResponseMinutes: z.number().int().nullable(),
  messageCount: z.number().int(),
  attachmentCount: z.number().int(),
  /** The side of the latest message (null: no reply yet); head office → the franchisee has an answer to read. */
  lastMessageSide: z.enum(TICKET_SIDES).nullable(),
});
export type TicketSummary = z.infer<typeof ZTicketSummary>;

export const ZTicketAttachment = z.object({
  id: z.string(),
  messageId: z.string().nullable(),
  fileName: z.string(),
  fileType: z.string(),
  fileSize: z.number().int(),
  uploadedBy: ZTicketPerson.nullable(),
  createdAt: z.string(),
  /** The API path that streams it (the caller's side). */
  downloadUrl: z.string(),
});
export type TicketAttachment = z.infer<typeof ZTicketAttachment>;

export const ZTicketMessage = z.object({
  id: z.string(),
  body: z.string(),
  /** Null once the author's account is gone. */
  author: ZTicketPerson.nullable(),
  side: z.enum(TICKET_SIDES),
  createdAt: z.string(),
  attachments: z.array(ZTicketAttachment),
});
export type TicketMessage = z.infer<typeof ZTicketMessage>;

export const ZTicketHistoryEntry = z.object({
  id: z.string(),
  fromStatus: z.enum(TICKET_STATUSES).nullable(),
  toStatus: z.enum(TICKET_STATUSES),
  /** Set on an assignment entry (the new assignee); null also for "unassigned". */
  assignee: ZTicketPerson.nullable(),
  /** created (fromStatus null), status (a change of status), assigned / unassigned (status unchanged). */
  kind: z.enum(['created', 'status', 'assigned', 'unassigned']),
  note: z.string().nullable(),
  changedBy: ZTicketPerson.nullable(),
  changedAt: z.string(),
});
export type TicketHistoryEntry = z.infer<typeof ZTicketHistoryEntry>;

/** What the caller may do now (computed on the server with the current time). */
export const ZTicketAbilities = z.object({
  reply: z.boolean(),
  attach: z.boolean(),
  /** Statuses the caller may set now (franchisee: 'closed' = close, 'open' = reopen within the window). */
  statuses: z.array(z.enum(TICKET_STATUSES)),
  /** Head office: assign and change priority. */
  manage: z.boolean(),
});
export type TicketAbilities = z.infer<typeof ZTicketAbilities>;

export const ZTicketDetail = ZTicketSummary.extend({
  description: z.string(),
  sourceUrl: z.string().nullable(),
  /** Files attached with the ticket itself (not to a reply). */
  attachments: z.array(ZTicketAttachment),
  /** Oldest first. */
  messages: z.array(ZTicketMessage),
  /** Oldest first: creation, status changes, assignments. */
  history: z.array(ZTicketHistoryEntry),
  /** Until when the franchisee may reopen (resolved tickets only). */
  reopenableUntil: z.string().nullable(),
  can: ZTicketAbilities,
});
export type TicketDetail = z.infer<typeof ZTicketDetail>;

export const ZTicketStatusCounts = z.object({
  open: z.number().int(),
  in_progress: z.number().int(),
  resolved: z.number().int(),
  closed: z.number().int(),
});
export type TicketStatusCounts = z.infer<typeof ZTicketStatusCounts>;

/** A page of tickets plus the count per status (with the list's other filters applied, the status filter not). */
export const ZTicketList = paged(ZTicketSummary).extend({ counts: ZTicketStatusCounts });
export type TicketList = z.infer<typeof ZTicketList>;

// ---------------------------------------------------------------- list queries

export const FRANCHISEE_TICKET_SORTS = ['last_activity', 'newest', 'oldest'] as const;
/** The franchisee's own tickets. search: ticket number or subject. */
export const ZMyTicketQuery = z.object({
  status: z.enum(TICKET_STATUSES).optional(),
  search: ZSearch,
  sort: z.enum(FRANCHISEE_TICKET_SORTS).default('last_activity'),
  ...ZPageQuery(TICKET_PAGE_SIZE).shape,
});
export type MyTicketQuery = z.input<typeof ZMyTicketQuery>;

/** age: oldest first; priority: Urgent first then oldest; last_activity: most recent first; newest: newest first. */
export const QUEUE_SORTS = ['age', 'priority', 'last_activity', 'newest'] as const;
export type QueueSort = (typeof QUEUE_SORTS)[number];
export const QUEUE_SORT_LABELS: Record<QueueSort, string> = {
  age: 'Oldest first',
  priority: 'Priority',
  last_activity: 'Last activity',
  newest: 'Newest first',
};
/** Assignee filter: 'unassigned', 'mine' (the caller) or a user id. */
export const ZQueueAssigneeFilter = z.union([z.enum(['unassigned', 'mine']), ZUuid]);
/** The head-office queue. search: ticket number, subject or location name. */
export const ZQueueQuery = z.object({
  status: z.enum(TICKET_STATUSES).optional(),
  priority: z.enum(TICKET_PRIORITIES).optional(),
  category: z.enum(TICKET_CATEGORIES).optional(),
  assignee: ZQueueAssigneeFilter.optional(),
  locationId: ZUuid.optional(),
  search: ZSearch,
  sort: z.enum(QUEUE_SORTS).default('age'),
  ...ZPageQuery(TICKET_PAGE_SIZE).shape,
});
export type QueueQuery = z.input<typeof ZQueueQuery>;

// ---------------------------------------------------------------- pickers

/** Head-office staff a ticket can be assigned to (active franchisors and admins). */
export const ZTicketAssignee = z.object({ id: z.string(), name: z.string(), email: z.string(), role: z.enum(['franchisor', 'admin']) });
export type TicketAssignee = z.infer<typeof ZTicketAssignee>;
export const ZTicketAssignees = listOf(ZTicketAssignee);

/** The franchisee's own locations for the "location" field; the first is the default. */
export const ZTicketLocationOption = z.object({ id: z.string(), name: z.string(), code: z.string() });
export type TicketLocationOption = z.infer<typeof ZTicketLocationOption>;
export const ZTicketLocationOptions = listOf(ZTicketLocationOption);
