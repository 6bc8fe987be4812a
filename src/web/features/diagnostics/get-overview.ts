import type { DiagnosticsOverview } from '../../../shared/diagnostics.contracts';
import { DIAGNOSTICS_API } from '../../../shared/diagnostics-info';
import { forgetPublic, usePublicResource } from '../../lib/public-resource';

/**
 * GET /api/diagnostics/overview (public) → every suite's last result, the feature flags, web vitals per route, slow
 * requests and the open error groups. Read without TanStack Query or zod: /test is a public page (the type is the
 * contract's, checked at build time).
 */
export function useDiagnosticsOverview(): DiagnosticsOverview {
  return usePublicResource<DiagnosticsOverview>(DIAGNOSTICS_API.overview);
}

/** After a run the dashboard reads the overview afresh (its last results changed). */
export function forgetDiagnosticsOverview(): void {
  forgetPublic(DIAGNOSTICS_API.overview);
}
