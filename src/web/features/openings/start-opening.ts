import { ZOpening, type Opening, type StartOpeningData } from '../../../shared/openings.contracts';
import { apiFetch } from '../../lib/api-client';
import { useOpeningMutation } from './opening-mutation';

/** POST /api/openings (head office) → 201 Opening: an existing franchisee's next store, in status opening, with its checklist. */
export async function startOpening(input: StartOpeningData): Promise<Opening> {
  return ZOpening.parse(await apiFetch<unknown>('/api/openings', { method: 'POST', body: input }));
}
export const useStartOpening = () => useOpeningMutation('start', startOpening);
