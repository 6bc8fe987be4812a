import { ZOpening, type Opening } from '../../../shared/openings.contracts';
import { apiFetch, isApiError } from '../../lib/api-client';
import { useOpeningMutation } from './opening-mutation';

/** POST /api/openings/:id/open ({ openedOn? }) → Opening; 409 while a critical item is not done, with `details.missing`. */
export async function openStore({ id, openedOn }: { id: string; openedOn?: string }): Promise<Opening> {
  return ZOpening.parse(
    await apiFetch<unknown>(`/api/openings/${encodeURIComponent(id)}/open`, { method: 'POST', body: openedOn ? { openedOn } : {} }),
  );
}
export const useOpenStore = () => useOpeningMutation('open', openStore);

export interface MissingItem {
  id: string;
  title: string;
}

/** The critical items a refusal to open lists (`details.missing`); empty for any other error. */
export function missingCriticalItems(error: unknown): MissingItem[] {
  if (!isApiError(error) || error.status !== 409) return [];
  const missing = (error.details as { missing?: unknown } | null | undefined)?.missing;
  if (!Array.isArray(missing)) return [];
  return missing.filter(
    (m): m is MissingItem => typeof m === 'object' && m !== null && typeof m.id === 'string' && typeof m.title === 'string',
  );
}
