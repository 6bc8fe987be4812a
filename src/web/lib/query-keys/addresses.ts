/** The user's own address book: one list, refreshed after every address mutation. */
export const addressKeys = {
  all: ['addresses'] as const,
  list: ['addresses', 'list'] as const,
};
