import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { CODE_MESSAGES, httpStatusMessage, invalidFieldMessage, mapDatabaseCode, type ApiErrorBody } from '../../shared/errors';
import { tooBigMessage, tooLongMessage, tooSmallMessage } from '../../shared/http';
import { AppError } from './app-error';
import { databaseErrorCode } from './db-error';

export function errorBody(err: AppError): ApiErrorBody {
  return {
    error: {
      code: err.code,
      message: err.message,
      status: err.status,
      ...(err.details === undefined ? {} : { details: err.details }),
    },
  };
}

interface ZodIssueParams {
  code?: string;
  origin?: string;
  maximum?: number | bigint;
  minimum?: number | bigint;
  [param: string]: unknown;
}

/** zod's own English texts, to tell them from the messages written in the contracts. */
const zodDefaultText = z.locales.en().localeError;

/**
 * True when `message` is zod's default for the issue rather than a message a contract wrote: zod's fallback
 * "Invalid input…" (invalid_type, a single-value literal, a refine without a message), its "Too big: …" / "Too
 * small: …" length and range texts, or exactly the text zod's locale gives that issue ("Invalid UUID", "Invalid
 * option: expected one of …", "Invalid string: must match pattern …").
 */
function isZodDefault(message: string, issue: ZodIssueParams): boolean {
  if (message === '' || message.startsWith('Invalid input') || message.startsWith('Too big:') || message.startsWith('Too small:'))
    return true;
  if (issue.code === undefined) return false;
  try {
    const text = zodDefaultText(issue as Parameters<typeof zodDefaultText>[0]);
    return message === (typeof text === 'string' ? text : text?.message);
  } catch {
    return false;
  }
}

/**
 * zod's own default texts are not catalogue texts: an issue without a contract message reads "Invalid {field}.
 * Please check your input." (spec §5). Messages written in the contracts are kept (they state their limits, e.g.
 * "Full name can be at most 120 characters."). A bare zod length or range check on a string or number still says
 * its limit.
 */
export function fieldMessage(field: string, message: string, issue: ZodIssueParams = {}): string {
  if (!isZodDefault(message, issue)) return message;
  const limit = issue.code === 'too_big' ? issue.maximum : issue.code === 'too_small' ? issue.minimum : undefined;
  if (typeof limit === 'number' && Number.isFinite(limit) && (issue.origin === 'string' || issue.origin === 'number')) {
    if (issue.origin === 'string')
      return issue.code === 'too_big'
        ? tooLongMessage(limit)
        : `Must be at least ${limit.toLocaleString('en-PH')} ${limit === 1 ? 'character' : 'characters'}.`;
    return issue.code === 'too_big' ? tooBigMessage(limit) : tooSmallMessage(limit);
  }
  return invalidFieldMessage(field);
}

/** Translates anything thrown in a route into the one error shape; 5xx details never leave the server. */
export function toAppError(err: unknown): AppError {
  if (err instanceof AppError) return err;
  const fe = err as FastifyError;

  if (hasZodFastifySchemaValidationErrors(fe)) {
    const fieldErrors: Record<string, string[]> = {};
    for (const v of fe.validation) {
      // fastify-type-provider-zod puts the zod issue's code in `keyword` and the rest of it in `params`.
      const issue: ZodIssueParams = { ...(v.params as ZodIssueParams | undefined), code: v.keyword };
      const field = v.instancePath.replace(/^\//, '').replace(/\//g, '.') || 'input';
      (fieldErrors[field] ??= []).push(fieldMessage(field, v.message ?? '', issue));
    }
    const first = Object.values(fieldErrors)[0]?.[0];
    return AppError.validation(first ?? CODE_MESSAGES.VALIDATION_ERROR, { fieldErrors });
  }
  if (isResponseSerializationError(fe)) return AppError.fromStatus(500);

  const dbCode = databaseErrorCode(err);
  if (dbCode) {
    const mapped = mapDatabaseCode(dbCode);
    return new AppError(mapped.code, mapped.status, CODE_MESSAGES[mapped.code], mapped.status < 500 ? { dbCode } : undefined);
  }

  const status = typeof fe?.statusCode === 'number' ? fe.statusCode : 500;
  // The router refuses a path parameter past maxParamLength (414) or a broken %-escape (400); answer without the URL.
  if (fe?.code === 'FST_ERR_MAX_PARAM_LENGTH' || fe?.code === 'FST_ERR_BAD_URL')
    return new AppError('VALIDATION_ERROR', status, httpStatusMessage(400));
  // The catalogue has no 413 text: its "other" message (the code stays the one ERROR_STATUS_OVERRIDES gives a body over the limit).
  if (status === 413) return new AppError('VALIDATION_ERROR', 413, httpStatusMessage(413));
  if (
    status === 415 ||
    fe?.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE' ||
    fe?.code === 'FST_ERR_CTP_EMPTY_JSON_BODY' ||
    fe?.code === 'FST_ERR_CTP_INVALID_JSON_BODY' ||
    (fe as { type?: string })?.type === 'entity.parse.failed'
  ) {
    return new AppError('VALIDATION_ERROR', 400, httpStatusMessage(400));
  }
  if (status >= 400 && status < 500) return AppError.fromStatus(status);
  return AppError.fromStatus(500);
}

/** Logs and sends any failure in the one error shape. */
export function sendError(err: unknown, request: FastifyRequest, reply: FastifyReply) {
  const appErr = toAppError(err);
  // Unexpected failures (and the cause behind a deliberate 5xx) get the stack; deliberate answers do not.
  const cause = err instanceof AppError ? (err as { cause?: unknown }).cause : err;
  if (appErr.status >= 500 && cause) request.log.error({ err: cause, code: appErr.code }, 'request failed');
  else if (appErr.status >= 500) request.log.warn({ code: appErr.code, status: appErr.status }, 'request answered with a server error');
  else request.log.info({ code: appErr.code, status: appErr.status }, 'request refused');
  if (appErr.retryAfterSeconds !== undefined) reply.header('retry-after', String(appErr.retryAfterSeconds));
  return reply.status(appErr.status).send(errorBody(appErr));
}

export function registerErrorHandling(app: FastifyInstance) {
  app.setErrorHandler(sendError);
}
