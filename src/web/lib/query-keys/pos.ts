/** The POS feed's cache family (issue 36): a location's keys, and head office's feed status. */
export const posKeys = {
  all: ['pos'] as const,
  keys: (locationId: string) => ['pos', 'keys', locationId] as const,
  feedStatus: ['pos', 'feed-status'] as const,
};
