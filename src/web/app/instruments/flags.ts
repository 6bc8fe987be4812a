import { DIAGNOSTICS_API } from '../../../shared/diagnostics-info';

/** The two switches the instruments obey (ZFlags without zod, which public pages do without). */
export interface InstrumentFlags {
  errorReporting: boolean;
  analytics: boolean;
}

const OFF: InstrumentFlags = { errorReporting: false, analytics: false };

/**
 * GET /api/diagnostics/flags, once per page load, on first need. A failed or odd answer switches both instruments off:
 * reporting into a server that cannot say it wants reports only adds noise to a failure.
 */
export function flagsLoader(fetchImpl: typeof fetch = (...args) => fetch(...args)): () => Promise<InstrumentFlags> {
  let flags: Promise<InstrumentFlags> | undefined;
  return () =>
    (flags ??= fetchImpl(DIAGNOSTICS_API.flags, { credentials: 'same-origin', headers: { accept: 'application/json' } })
      .then((res) => (res.ok ? (res.json() as Promise<Partial<Record<keyof InstrumentFlags, unknown>>>) : OFF))
      .then((body) => ({ errorReporting: body?.errorReporting === true, analytics: body?.analytics === true }))
      .catch(() => OFF));
}
