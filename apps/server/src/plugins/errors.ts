import type { ErrorExtra } from '@nova/contracts/error-extra';
import type { ErrorCode } from '@nova/contracts/errors';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { AppError, type ErrorDetail } from '../lib/app-error.ts';
import { ERROR_MESSAGES, ERROR_STATUS } from './error-status.ts';

interface Classified {
  code: ErrorCode;
  message?: string;
  details?: ErrorDetail[];
  extra?: ErrorExtra | undefined;
}

const FASTIFY_CODES: Readonly<Record<string, ErrorCode>> = {
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'UNSUPPORTED_MEDIA_TYPE',
  FST_ERR_CTP_BODY_TOO_LARGE: 'PAYLOAD_TOO_LARGE',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'BAD_REQUEST',
  FST_ERR_CTP_INVALID_JSON_BODY: 'BAD_REQUEST',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'BAD_REQUEST',
  FST_ERR_BAD_URL: 'BAD_REQUEST',
};

const STATUS_CODES: Readonly<Record<number, ErrorCode>> = {
  401: 'UNAUTHENTICATED',
  403: 'FORBIDDEN',
  404: 'NOT_FOUND',
  405: 'METHOD_NOT_ALLOWED',
  413: 'PAYLOAD_TOO_LARGE',
  415: 'UNSUPPORTED_MEDIA_TYPE',
  429: 'RATE_LIMITED',
};

/** Turn any thrown value into a code, without trusting its message (STYLE.md "Errors"). */
export function classifyError(error: unknown): Classified {
  if (error instanceof AppError) {
    return { code: error.code, message: error.message, details: error.details, extra: error.extra };
  }
  const e = error as Partial<FastifyError> & { validationContext?: string };
  if (Array.isArray(e.validation)) {
    const context = e.validationContext ?? 'request';
    const details = e.validation.flatMap((v) =>
      issueDetails(
        context,
        v.instancePath.split('/').filter(Boolean),
        v.keyword,
        (v.params as { errors?: unknown } | undefined)?.errors,
      ),
    );
    return { code: 'VALIDATION_FAILED', details };
  }
  const fromCode = e.code ? FASTIFY_CODES[e.code] : undefined;
  if (fromCode) return { code: fromCode };
  // Framework and plugin errors under 500 are client mistakes; their status is safe to keep.
  if (typeof e.statusCode === 'number' && e.statusCode >= 400 && e.statusCode < 500) {
    return { code: STATUS_CODES[e.statusCode] ?? 'BAD_REQUEST' };
  }
  return { code: 'INTERNAL' };
}

interface NestedIssue {
  code: string;
  path: PropertyKey[];
}

/**
 * One detail per field. A union (the login's username-or-SMS body) fails as one issue holding
 * each branch's issues: report the branch that came closest, so the form can mark its fields.
 */
function issueDetails(
  context: string,
  path: string[],
  keyword: string,
  branches: unknown,
): ErrorDetail[] {
  if (keyword === 'invalid_union' && Array.isArray(branches) && branches.length > 0) {
    const closest = (branches as NestedIssue[][]).reduce((a, b) => (b.length < a.length ? b : a));
    if (closest.length > 0) {
      return closest.flatMap((issue) =>
        issueDetails(context, [...path, ...issue.path.map(String)], issue.code, undefined),
      );
    }
  }
  return [{ path: [context, ...path].join('.'), issue: keyword }];
}

/** Send the error envelope `{success:false, code, message, details?, requestId}`. */
export function sendError(
  request: FastifyRequest,
  reply: FastifyReply,
  { code, message, details, extra }: Classified,
): FastifyReply {
  if (extra?.retryAfter !== undefined) reply.header('retry-after', String(extra.retryAfter));
  const status = ERROR_STATUS[code];
  // A 5xx never shows its internal message; 4xx text is ours (AppError) or the table's.
  const text = status >= 500 || !message || message === code ? ERROR_MESSAGES[code] : message;
  return reply.code(status).send({
    success: false,
    code,
    message: text,
    ...(details?.length ? { details } : {}),
    ...extra,
    requestId: request.id,
  });
}

export const errorsPlugin = fp(
  async (app) => {
    app.setErrorHandler((error, request, reply) => {
      const classified = classifyError(error);
      const status = ERROR_STATUS[classified.code];
      if (status >= 500) request.log.error({ err: error, code: classified.code }, 'request failed');
      else
        request.log.info(
          { code: classified.code, reason: (error as Error).message },
          'request rejected',
        );
      return sendError(request, reply, classified);
    });
  },
  { name: 'errors' },
);
