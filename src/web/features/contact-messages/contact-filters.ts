import { CONTACT_MESSAGE_STATUSES, type ContactMessageStatus } from '../../../shared/contact.contracts';
import { parseAsOneOf, parseAsPage, parseAsSearch } from '../../components/data-table/url-state';
import type { ContactMessageQuery } from './contact-keys';

export const CONTACT_PAGE_SIZE = 20;

/** Filters and page in the URL; `?status=` defaults to nothing (every message), the tab "New" is the usual start. */
export const contactListParsers = {
  q: parseAsSearch(100),
  status: parseAsOneOf(CONTACT_MESSAGE_STATUSES),
  page: parseAsPage,
};

export interface ContactListState {
  q: string;
  status: ContactMessageStatus | null;
  page: number;
}

export function contactQuery(s: ContactListState): ContactMessageQuery {
  const params: ContactMessageQuery = { limit: CONTACT_PAGE_SIZE, offset: (s.page - 1) * CONTACT_PAGE_SIZE };
  if (s.q) params.q = s.q;
  if (s.status) params.status = s.status;
  return params;
}

export const hasContactFilters = (s: ContactListState) => Boolean(s.q || s.status);
