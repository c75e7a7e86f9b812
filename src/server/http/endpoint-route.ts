import type { FastifyInstance, FastifyReply, FastifyRequest, FastifySchema } from 'fastify';
import type { z } from 'zod';
import { isZodSchema, type Endpoint } from '../../shared/api/endpoint.ts';
import { errorSchema } from '../../shared/schemas/common.ts';
import type { AuthUser } from './access.ts';
import { HttpError } from './errors.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The declaration the route was registered from (src/shared/api). */
    endpoint?: Endpoint;
  }
}

type Parsed<S> = S extends z.ZodType ? z.output<S> : undefined;
/** Declared headers come typed; the others stay as Node gives them. */
type ParsedHeaders<S> = S extends z.ZodType ? z.output<S> : unknown;

/** The signed-in caller: always there on an endpoint that is not public. */
type Caller<E extends Endpoint> = E['access'] extends 'public' ? AuthUser | undefined : AuthUser;

/** A request to an endpoint, typed from its declaration. */
export type EndpointRequest<E extends Endpoint> = FastifyRequest<{
  Params: Parsed<E['params']>;
  Querystring: Parsed<E['query']>;
  Body: Parsed<E['body']>;
  Headers: ParsedHeaders<E['headers']>;
}> & { user: Caller<E> };

type SuccessBody<E extends Endpoint> = {
  [S in keyof E['answers']]: E['answers'][S] extends z.ZodType ? z.input<E['answers'][S]> : never;
}[keyof E['answers']];

export type EndpointHandler<E extends Endpoint> = (
  request: EndpointRequest<E>,
  reply: FastifyReply,
) => Promise<SuccessBody<E> | FastifyReply>;

const BODY_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * The error answers an endpoint can give, from its declaration: 400 on every one
 * (besides the input it validates, any query or body may carry a control character,
 * which the text-input hook refuses before any schema runs), 401 when the caller must sign in, 403 when only an
 * admin may call it, 413 for a body too large, 415 for a body of a type it does not
 * read (or, on any method, a request Content-Encoding the server does not decode),
 * and whatever else it declares (404, 409, 429, an ownership 403, ...).
 */
export function refusalsOf(endpoint: Pick<Endpoint, 'method' | 'access' | 'refusals'>): number[] {
  const statuses = new Set<number>(endpoint.refusals ?? []);
  const hasBody = BODY_METHODS.has(endpoint.method);
  statuses.add(400);
  if (endpoint.access !== 'public') statuses.add(401);
  if (endpoint.access === 'admin') statuses.add(403);
  if (hasBody) statuses.add(413);
  statuses.add(415);
  return [...statuses].sort((a, b) => a - b);
}

/**
 * The schema each JSON answer of an endpoint is serialised with, by status: its answers,
 * and the error shape for its refusals. An answer that fails its schema is a 500.
 */
export function responseSchemas(endpoint: Endpoint): Record<number, z.ZodType> {
  const response: Record<number, z.ZodType> = {};
  for (const [status, answer] of Object.entries(endpoint.answers)) {
    // Answers without a JSON body get their words in the document only (api-document.ts).
    if (isZodSchema(answer)) response[Number(status)] = answer;
  }
  for (const status of refusalsOf(endpoint)) response[status] = errorSchema;
  return response;
}

/** The Fastify schema of an endpoint: validation, serialisation and the document. */
function routeSchema(endpoint: Endpoint): FastifySchema {
  const response = responseSchemas(endpoint);
  return {
    tags: [...endpoint.tags],
    summary: endpoint.summary,
    ...(endpoint.params && { params: endpoint.params }),
    ...(endpoint.query && { querystring: endpoint.query }),
    ...(endpoint.body && { body: endpoint.body }),
    ...(endpoint.headers && { headers: endpoint.headers }),
    ...(endpoint.upload && { consumes: ['multipart/form-data'] }),
    response,
  };
}

/**
 * Registers a declared endpoint: its method, path, access level and schemas all come
 * from the declaration, so the route, the access check and the document cannot drift
 * apart. The handler gets the request typed from the declaration, with the caller.
 */
export function endpointRoute<E extends Endpoint>(
  app: FastifyInstance,
  endpoint: E,
  handler: EndpointHandler<E>,
): void {
  app.route({
    method: endpoint.method,
    url: endpoint.path,
    config: { access: endpoint.access, endpoint },
    schema: routeSchema(endpoint),
    // Read only after the access check (an onRequest hook) let the caller through.
    ...(endpoint.bodyLimit && { bodyLimit: endpoint.bodyLimit }),
    handler: (request, reply) => {
      // Access control has already refused a caller without a token; this makes the
      // handler's type (a caller is there) true by construction.
      if (endpoint.access !== 'public' && !request.user) {
        throw new HttpError(401, 'Please sign in to continue.');
      }
      return handler(request as EndpointRequest<E>, reply);
    },
  });
}
