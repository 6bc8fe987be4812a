/**
 * What a checkout select shows: the user's own choice while it is still a valid option, else the
 * preselected default ('' = nothing chosen). Deriving it (instead of copying the default into
 * state when the data arrives) keeps it right when the lists refetch, e.g. after an inline add or
 * after the chosen address was deleted in another tab.
 */
export function effectiveChoice(choice: string | null, optionIds: readonly string[], defaultId: string | null): string {
  if (choice && optionIds.includes(choice)) return choice;
  return defaultId ?? '';
}
