import { index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { authUsers } from './auth';
import { locations } from './network';
import { timestamps } from './columns';
import { TICKET_CATEGORIES, TICKET_PRIORITIES, TICKET_STATUSES } from '../../../shared/support.contracts';

/**
 * Support requests (issue 15). A franchisee sees the tickets of their own locations (and the ones they raised
 * without a location); head office (franchisor, admin) sees and answers all of them.
 */
export const supportTickets = pgTable(
  'support_tickets',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** TKT-000001, from support_ticket_number_seq. */
    ticketNumber: text('ticket_number').notNull().unique(),
    locationId: uuid('location_id').references(() => locations.id, { onDelete: 'set null' }),
    createdBy: uuid('created_by')
      .notNull()
      .references(() => authUsers.id),
    subject: text('subject').notNull(),
    category: text('category', { enum: TICKET_CATEGORIES }).notNull(),
    priority: text('priority', { enum: TICKET_PRIORITIES }).notNull().default('Medium'),
    description: text('description').notNull(),
    status: text('status', { enum: TICKET_STATUSES }).notNull().default('open'),
    assignedTo: uuid('assigned_to').references(() => authUsers.id, { onDelete: 'set null' }),
    /** The page the help button was pressed on (chat support flag). */
    sourceUrl: text('source_url'),
    firstResponseAt: timestamp('first_response_at', { withTimezone: true }),
    resolvedAt: timestamp('resolved_at', { withTimezone: true }),
    closedAt: timestamp('closed_at', { withTimezone: true }),
    lastActivityAt: timestamp('last_activity_at', { withTimezone: true }).notNull().defaultNow(),
    ...timestamps(),
  },
  (t) => [
    index('support_tickets_location_idx').on(t.locationId, t.createdAt),
    index('support_tickets_created_by_idx').on(t.createdBy, t.createdAt),
    index('support_tickets_queue_idx').on(t.status, t.createdAt),
    // The queue's default order (oldest first) and "last activity", over every status, read a page without sorting all.
    index('support_tickets_created_idx').on(t.createdAt),
    index('support_tickets_activity_idx').on(t.lastActivityAt),
    index('support_tickets_assignee_idx').on(t.assignedTo, t.status),
  ],
);

export const supportTicketMessages = pgTable(
  'support_ticket_messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    ticketId: uuid('ticket_id')
      .notNull()
      .references(() => supportTickets.id, { onDelete: 'cascade' }),
    authorId: uuid('author_id').references(() => authUsers.id, { onDelete: 'set null' }),
    body: text('body').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('support_ticket_messages_ticket_idx').on(t.ticketId, t.createdAt)],
);

/** Files on a ticket (the spec's upload rules), private, streamed after the ticket's visibility check. */
export const supportTicketAttachments = pgTable(
  'support_ticket_attachments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    ticketId: uuid('ticket_id')
      .notNull()
      .references(() => supportTickets.id, { onDelete: 'cascade' }),
    messageId: uuid('message_id').references(() => supportTicketMessages.id, { onDelete: 'set null' }),
    fileKey: text('file_key').notNull(),
    fileName: text('file_name').notNull(),
    fileType: text('file_type').notNull(),
    fileSize: integer('file_size').notNull(),
    uploadedBy: uuid('uploaded_by').references(() => authUsers.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('support_ticket_attachments_ticket_idx').on(t.ticketId)],
);

/** Append-only: every status change and assignment of a ticket. */
export const supportTicketHistory = pgTable(
  'support_ticket_history',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    ticketId: uuid('ticket_id')
      .notNull()
      .references(() => supportTickets.id, { onDelete: 'cascade' }),
    fromStatus: text('from_status', { enum: TICKET_STATUSES }),
    toStatus: text('to_status', { enum: TICKET_STATUSES }).notNull(),
    assignedTo: uuid('assigned_to').references(() => authUsers.id, { onDelete: 'set null' }),
    note: text('note'),
    changedBy: uuid('changed_by').references(() => authUsers.id, { onDelete: 'set null' }),
    changedAt: timestamp('changed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('support_ticket_history_ticket_idx').on(t.ticketId, t.changedAt)],
);
