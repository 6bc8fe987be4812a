import { z } from 'zod';

/** Statuses the error-handling diagnostics can produce on demand (spec 8, HTTP status messages). */
export const DIAGNOSTIC_STATUSES = [400, 401, 403, 404, 409, 422, 429, 500, 502, 503, 504] as const;
export const ZDiagnosticStatusParams = z.object({
  status: z.coerce
    .number()
    .int()
    .refine((s) => (DIAGNOSTIC_STATUSES as readonly number[]).includes(s), 'Invalid status. Please check your input.'),
});
