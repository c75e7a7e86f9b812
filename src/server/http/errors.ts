import { STATUS_CODES } from 'node:http';
import type { FastifyError, FastifyInstance, FastifyReply } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import type { ApiError } from '../../shared/schemas/common.ts';

/** Thrown by services for answers the client caused (404, 409, ...). */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly issues?: Record<string, string>,
    /** Headers the answer carries, such as Retry-After on a 429. */
    readonly headers?: Record<string, string>,
    /**
     * Fields the answer carries beside the message, such as a 409's `lines`; the route must
     * declare them in its schema for this status, or the answer fails serialisation.
     */
    readonly details?: Record<string, unknown>,
  ) {
    super(message);
  }
}

export function sendError(
  reply: FastifyReply,
  statusCode: number,
  message: string,
  issues?: Record<string, string>,
  details?: Record<string, unknown>,
) {
  const body: ApiError = {
    ...details,
    statusCode,
    error: STATUS_CODES[statusCode] ?? 'Error',
    message,
  };
  if (issues) body.issues = issues;
  return reply.code(statusCode).type('application/json; charset=utf-8').send(body);
}

/** Every error answer has one shape; bad input is a 4xx, and no stack ever leaves. */
export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof HttpError) {
      if (error.headers) void reply.headers(error.headers);
      return sendError(reply, error.statusCode, error.message, error.issues, error.details);
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const issues: Record<string, string> = {};
      for (const issue of error.validation) {
        const field = issue.instancePath.replace(/^\//, '').replaceAll('/', '.') || 'request';
        issues[field] ??= issue.message ?? 'is invalid';
      }
      const [field, message] = Object.entries(issues)[0] ?? ['request', 'is invalid'];
      const where = error.validationContext ?? 'request';
      return sendError(reply, 400, `Invalid ${where}: ${field}: ${message}`, issues);
    }
    if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE') {
      const kilobytes = Math.floor(request.routeOptions.bodyLimit / 1024);
      return sendError(
        reply,
        413,
        `The request is too large: at most ${kilobytes} KB is accepted.`,
      );
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) return sendError(reply, status, error.message);
    request.log.error({ err: error }, 'request failed');
    return sendError(reply, 500, 'Something went wrong on our side. Please try again.');
  });

  app.setNotFoundHandler((request, reply) =>
    sendError(reply, 404, `No such endpoint: ${request.method} ${request.url.split('?')[0]}`),
  );
}
