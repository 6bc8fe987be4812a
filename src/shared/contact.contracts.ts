import { z } from 'zod';
import { ZEmail } from './auth.contracts';
import { ZLine, ZMultiline, ZPageQuery, ZSearch, ZUuid, paged } from './http';

/**
 * The contact form (issue 16).
 *
 * Public: POST /api/contact  ZContactMessageCreate → 201 ZContactReceipt. Stored, e-mailed to head office, rate
 *   limited per e-mail address and per client address (429 RATE_LIMITED with the catalogue text).
 * Head office (contact.handle: franchisor, admin), CONTACT_API.manage = /api/contact/messages:
 *   GET   /api/contact/messages           ZContactMessageQuery → ZContactMessageList (+ counts per status)
 *   GET   /api/contact/messages/:id       → ZContactMessage
 *   PATCH /api/contact/messages/:id       ZContactMessageUpdate ({ status }) → ZContactMessage
 */
export { CONTACT_API, CONTACT_TOAST } from './site-info';

/** Per e-mail address: at most this many messages per window; per client address a little more (shared offices). */
export const CONTACT_LIMITS = { perEmail: 3, perAddress: 10, windowSeconds: 3600 } as const;

export const CONTACT_MESSAGE_STATUSES = ['new', 'handled'] as const;
export type ContactMessageStatus = (typeof CONTACT_MESSAGE_STATUSES)[number];
export const CONTACT_STATUS_LABELS: Record<ContactMessageStatus, string> = { new: 'New', handled: 'Handled' };

/** A phone number as people write it: digits, spaces (not tabs or line breaks), +, -, ( ) and 7–20 characters. */
export const ZContactPhone = z
  .string()
  .trim()
  .min(1, 'Phone is required.')
  .max(20, 'Enter a phone number of at most 20 characters.')
  .regex(/^\+?[\d ()-]{7,20}$/, 'Enter a phone number, e.g. +63 917 123 4567.');

export const ZContactMessageCreate = z.object({
  firstName: ZLine(80, 'First name').min(1, 'First name is required.'),
  lastName: ZLine(80, 'Last name').min(1, 'Last name is required.'),
  email: ZEmail,
  phone: ZContactPhone,
  subject: ZLine(150, 'Subject').min(1, 'Subject is required.'),
  message: ZMultiline(5000, 'Message').min(10, 'Message must be at least 10 characters.'),
});
export type ContactMessageInput = z.input<typeof ZContactMessageCreate>;

export const ZContactReceipt = z.object({ id: ZUuid, receivedAt: z.string() });

export const ZContactMessage = z.object({
  id: ZUuid,
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  phone: z.string(),
  subject: z.string(),
  message: z.string(),
  status: z.enum(CONTACT_MESSAGE_STATUSES),
  createdAt: z.string(),
  handledAt: z.string().nullable(),
  handledByName: z.string().nullable(),
});
export type ContactMessage = z.infer<typeof ZContactMessage>;

export const ZContactMessageQuery = z.object({
  q: ZSearch,
  status: z.enum(CONTACT_MESSAGE_STATUSES).optional(),
  ...ZPageQuery(20).shape,
});
export const ZContactMessageList = paged(ZContactMessage).extend({
  counts: z.record(z.enum(CONTACT_MESSAGE_STATUSES), z.number().int()),
});
export type ContactMessageList = z.infer<typeof ZContactMessageList>;

export const ZContactMessageUpdate = z.object({ status: z.enum(CONTACT_MESSAGE_STATUSES) });

export const CONTACT_MESSAGES = {
  notFound: 'This message could not be found.',
} as const;
