import type { inferParserType } from 'nuqs';
import { CONTACT_MESSAGE_STATUSES } from '../../../shared/contact.contracts';
import { parseAsOneOf, parseAsPage, parseAsSearch } from '../../components/data-table/url-state';
import { anyFilterSet, apiParamsOf, pageWindow } from '../../lib/filters/list-query';
import type { ContactMessageQuery } from './contact-keys';

export const CONTACT_PAGE_SIZE = 20;

/** Filters and page in the URL; `?status=` defaults to nothing (every message), the tab "New" is the usual start. */
export const contactListParsers = {
  q: parseAsSearch(100),
  status: parseAsOneOf(CONTACT_MESSAGE_STATUSES),
  page: parseAsPage,
};

export type ContactListState = inferParserType<typeof contactListParsers>;

export function contactQuery(s: ContactListState): ContactMessageQuery {
  return { ...pageWindow(s.page, CONTACT_PAGE_SIZE), ...apiParamsOf(s, { q: 'q', status: 'status' }) };
}

export const hasContactFilters = (s: ContactListState) => anyFilterSet(s, ['q', 'status']);
