import type { z } from 'zod';
import type { ZContactMessageQuery } from '../../../shared/contact.contracts';

export type ContactMessageQuery = z.input<typeof ZContactMessageQuery>;

/** The contact inbox's cache family: marking a message replaces it in place and the lists (with counts) catch up. */
export const contactKeys = {
  all: ['contact'] as const,
  lists: ['contact', 'list'] as const,
  list: (query: ContactMessageQuery) => ['contact', 'list', query] as const,
};
