import { z } from 'zod';
import { httpStatusMessage, STATUS_FOR_CODE, type ErrorCode } from '../../shared/errors';
import { LOCATION_KEY, PUBLIC, SIGNED_IN } from './openapi-document';
import { DOCUMENT_CONTENT_TYPES } from './document-upload';

/** Every code the server answers with (NETWORK_ERROR and TIMEOUT_ERROR are the web client's own). */
const SERVER_CODES = (Object.keys(STATUS_FOR_CODE) as ErrorCode[]).filter((c) => c !== 'NETWORK_ERROR' && c !== 'TIMEOUT_ERROR');

/** The one error shape (shared/errors.ts ApiErrorBody), for a route's documented error responses. */
export const ZApiErrorResponse = z
  .object({
    error: z.object({
      code: z.enum(SERVER_CODES as [ErrorCode, ...ErrorCode[]]).describe('A code from the error catalogue; clients branch on it.'),
      message: z.string().describe('A sentence for the person using the app.'),
      status: z.number().int().describe('The HTTP status, repeated.'),
      details: z.unknown().optional().describe('For 422: the fields and what is wrong with each.'),
    }),
  })
  .describe('Every error the API answers with.');

/** `{ 401: ZApiErrorResponse, 404: … }` for a route's `response` schema, each described by its status text. */
export function errorResponses<S extends number>(...statuses: S[]): Record<S, typeof ZApiErrorResponse> {
  return Object.fromEntries(statuses.map((s) => [s, ZApiErrorResponse.describe(httpStatusMessage(s))])) as Record<
    S,
    typeof ZApiErrorResponse
  >;
}

/** A route that validates any input can answer 422. */
const validation = (schema: object): 422[] => (['params', 'querystring', 'body', 'headers'].some((k) => k in schema) ? [422] : []);

/**
 * What a route can answer by its shape alone: 404 when its path names a record (`:id`); for a body 400 (not JSON,
 * or an unsupported content type) and 413 (over the size limit); 403 for any write, which the origin check refuses
 * from another site (plugins/origin-check.ts); 500, which no route means to answer but any may; and 503 while the
 * database cannot be reached.
 */
export function shapeErrors(method: string, url: string, schema: object): number[] {
  return [
    ...(url.includes(':') ? [404] : []),
    ...('body' in schema ? [400, 413] : []),
    ...(['GET', 'HEAD', 'OPTIONS'].includes(method) ? [] : [403]),
    500,
    503,
  ];
}

/** The statuses of an upload read from a multipart form: not multipart (400), over the size limit (413), refused by content (422). */
export const UPLOAD_ERRORS = [400, 413, 422];

/**
 * A route schema completed with what every route must declare: its security and its error responses. A signed-in
 * route can always answer 401 and 403 (its guard); any route that validates input can answer 422; `errors` adds the
 * route's own. The route kit is the only caller.
 */
export function completeSchema<T extends { response: object }>(
  schema: T,
  isPublic: boolean,
  errors: number[],
  credential: 'session' | 'locationKey' = 'session',
) {
  // A status the route answers with its own body (health's 503 report) keeps it.
  const statuses = [...(isPublic ? [] : [401, 403]), ...validation(schema), ...errors].filter((s) => !(s in schema.response));
  const security = isPublic ? PUBLIC : credential === 'locationKey' ? LOCATION_KEY : SIGNED_IN;
  return { ...schema, security, response: { ...schema.response, ...errorResponses(...new Set(statuses)) } };
}

/** A success response that is a file or a stream rather than JSON (CSV, PDF, Prometheus text, server-sent events). */
export function fileResponse(mediaTypes: string | string[], description: string) {
  const content = Object.fromEntries([mediaTypes].flat().map((type) => [type, { schema: z.unknown() }]));
  return { description, content };
}

/** A stored document as a download answers it: any type the upload kit accepts (document-upload.ts). */
export const documentResponse = (description: string) =>
  fileResponse([...new Set([...Object.values(DOCUMENT_CONTENT_TYPES), 'application/octet-stream'])], description);

/** A spreadsheet export or template: CSV or XLSX. */
export const SPREADSHEET_TYPES = ['text/csv', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'];

/** The Idempotency-Key header of a write that must happen once (checkout, payments): a retry with the same key gets the first answer. */
export const ZIdempotencyHeaders = z
  .object({
    'idempotency-key': z
      .string()
      .optional()
      .describe(
        'A key you choose per attempt (a UUID is ideal). Sending the same key again with the same request returns the first result instead of repeating the write; the same key with a different request is refused (422).',
      ),
  })
  .passthrough();
