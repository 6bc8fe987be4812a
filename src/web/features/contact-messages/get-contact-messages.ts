import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { CONTACT_API, ZContactMessageList } from '../../../shared/contact.contracts';
import { CACHE_PROFILES } from '../../lib/cache-profiles';
import { getParsed } from '../../lib/queries/define-query';
import { contactKeys, type ContactMessageQuery } from './contact-keys';

/** GET /api/contact/messages?q&status&limit&offset → {items, total, counts per status}, newest first. */
export function useContactMessages(query: ContactMessageQuery) {
  return useQuery({
    ...CACHE_PROFILES.realTime,
    refetchOnWindowFocus: true,
    queryKey: contactKeys.list(query),
    queryFn: ({ signal }) => {
      const params = new URLSearchParams();
      for (const [key, value] of Object.entries(query)) if (value !== undefined && value !== '') params.set(key, String(value));
      return getParsed(ZContactMessageList, `${CONTACT_API.manage}?${params.toString()}`, signal);
    },
    placeholderData: keepPreviousData,
    meta: { errorToast: false },
  });
}
