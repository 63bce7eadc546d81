import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { errorListReply } from '../../../src/core/api/errorList';
import type { MessageKey } from '../../../src/core/i18n';
import { ApiFailure, type FailureReason } from './ApiFailure';
import { requestLanguage, translate } from './language';
import { applySecurityHeaders } from './securityHeaders';

/** Fastify's own refusals of malformed requests, as a status and a translated reason. */
const FRAMEWORK_REFUSALS: Record<string, { status: number; code: string; message: MessageKey }> = {
  FST_ERR_CTP_INVALID_JSON_BODY: {
    status: 400,
    code: 'body',
    message: 'The request body is not valid JSON',
  },
  FST_ERR_CTP_EMPTY_JSON_BODY: {
    status: 400,
    code: 'body',
    message: 'The request body is not valid JSON',
  },
  FST_ERR_CTP_BODY_TOO_LARGE: {
    status: 413,
    code: 'body',
    message: 'The request body is too large',
  },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: { status: 415, code: 'body', message: '{field} is invalid' },
};

/**
 * Sends refusal reasons as `{ errors: [{ code, message }] }`, translated for the request, with the
 * hardening headers: a URL the router refuses fails before the hook that sets them has run.
 */
export function sendFailure(
  request: FastifyRequest,
  reply: FastifyReply,
  status: number,
  reasons: readonly FailureReason[],
) {
  applySecurityHeaders(request, reply);
  const language = requestLanguage(request);
  return reply.status(status).send(
    errorListReply(
      reasons.map((reason) => ({
        code: reason.code,
        message: translate(language, reason.message, reason.values),
      })),
    ),
  );
}

/**
 * Every failure leaves in the 6amMart shape, in the request's language. Bad input is a 4xx;
 * only a fault of the server itself is a 500, logged, and never shows a stack trace.
 */
export function installErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof ApiFailure)
      return sendFailure(request, reply, error.status, error.reasons);
    const refusal = error.code ? FRAMEWORK_REFUSALS[error.code] : undefined;
    if (refusal) {
      return sendFailure(request, reply, refusal.status, [
        { code: refusal.code, message: refusal.message, values: { field: 'body' } },
      ]);
    }
    if (error.statusCode === 429) {
      return sendFailure(request, reply, 429, [
        { code: 'too_many_requests', message: 'Too many requests, please try again later' },
      ]);
    }
    if (error.statusCode !== undefined && error.statusCode >= 400 && error.statusCode < 500) {
      return sendFailure(request, reply, error.statusCode, [
        { code: 'request', message: '{field} is invalid', values: { field: 'request' } },
      ]);
    }
    request.log.error({ err: error }, 'request failed');
    return sendFailure(request, reply, 500, [
      { code: 'internal', message: 'Internal server error' },
    ]);
  });
}
