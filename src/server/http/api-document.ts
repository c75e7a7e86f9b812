import type { SwaggerOptions } from '@fastify/swagger';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import type { Endpoint } from '../../shared/api/endpoint.ts';
import { refusalsOf } from './endpoint-route.ts';
import type { PlainRouteDocument } from './plain-route.ts';

/** What each error answer means, as the document says it. */
const REFUSAL_WORDS: Record<number, string> = {
  400: 'The request is not valid: `issues` names each field and what is wrong with it',
  401: 'Sign-in is needed (no token, or one that ran out or was revoked)',
  403: 'The caller may not do this (not an admin, or not their own data)',
  404: 'There is no such thing',
  405: 'The path does not take this method: the Allow header lists those it takes',
  409: 'It conflicts with the current state',
  413: 'The request body is too large',
  415: 'The request body is of a type, or in an encoding, this endpoint does not read',
  429: 'Too many attempts: try again after the Retry-After header’s seconds',
  502: 'A service the shop relies on (a courier) did not answer, or answered nonsense: try again later',
  503: 'Busy: try again after the Retry-After header’s seconds',
};

type Security = Record<string, string[]>[];

/** Who the operation lets in: a bearer token, the identity-session cookie, or anyone. */
function securityOf(endpoint: Endpoint): Security {
  if (endpoint.access !== 'public') return [{ bearerAuth: [] }];
  if (!endpoint.sessionCookie) return [];
  // Optional unless the endpoint refuses a caller without the cookie.
  return endpoint.refusals?.includes(401)
    ? [{ identitySession: [] }]
    : [{ identitySession: [] }, {}];
}

type TransformInput = Parameters<typeof jsonSchemaTransform>[0];

/**
 * The zod schemas become JSON Schema (fastify-type-provider-zod); then what zod does
 * not express comes from the declaration: answers without a body or with a file,
 * the multipart upload, the security of each operation and the words of each answer.
 */
function documentTransform(input: TransformInput) {
  const transformed = jsonSchemaTransform(input);
  const plain = input.route.config?.plainDocument;
  if (plain) return documentPlainRoute(transformed, plain);
  const endpoint = input.route.config?.endpoint;
  if (!endpoint) return transformed;
  const schema = transformed.schema as Record<string, unknown>;
  const response = { ...(schema.response as Record<string, Record<string, unknown>>) };
  for (const [status, answer] of Object.entries(endpoint.answers)) {
    if ('noBody' in answer) response[status] = { type: 'null', description: answer.noBody };
    else if ('file' in answer) {
      response[status] = {
        description: answer.description,
        content: Object.fromEntries(
          [answer.file]
            .flat()
            .map((type) => [type, { schema: { type: 'string', format: 'binary' } }]),
        ),
      };
    } else response[status] = { ...response[status], description: 'Success' };
  }
  for (const status of refusalsOf(endpoint)) {
    response[status] = { ...response[status], description: REFUSAL_WORDS[status] };
  }
  schema.response = response;
  if (endpoint.upload) {
    const { field, description } = endpoint.upload;
    schema.body = {
      content: {
        'multipart/form-data': {
          schema: {
            type: 'object',
            required: [field],
            properties: { [field]: { type: 'string', format: 'binary', description } },
          },
        },
      },
    };
  }
  schema.security = securityOf(endpoint);
  return transformed;
}

type Transformed = ReturnType<typeof jsonSchemaTransform>;
/**
 * A route that is not an endpoint (plain-route.ts): its error answers come from the
 * route's schema as JSON; its other answers (a page, a file, a sitemap) are added here,
 * beside the JSON error where one status has both (a 404 page or a 404 error).
 */
function documentPlainRoute(transformed: Transformed, plain: PlainRouteDocument): Transformed {
  const schema = transformed.schema as Record<string, unknown>;
  const response = { ...(schema.response as Record<string, object>) };
  for (const [status, error] of Object.entries(response)) {
    response[status] = { ...error, description: REFUSAL_WORDS[Number(status)] };
  }
  for (const [status, answer] of Object.entries(plain.answers)) {
    const { description, types = [] } = answer;
    const error = response[status];
    if (types.length === 0) {
      response[status] = { type: 'null', description };
      continue;
    }
    response[status] = {
      description,
      content: {
        ...(error && { 'application/json': { schema: error } }),
        ...Object.fromEntries(types.map((type) => [type, { schema: { type: 'string' } }])),
      },
    };
  }
  schema.response = response;
  return transformed;
}

export const apiDocumentOptions: SwaggerOptions = {
  openapi: {
    info: { title: 'Circuit Haat API', version: '1.0.0' },
    components: {
      securitySchemes: {
        bearerAuth: {
          type: 'http',
          scheme: 'bearer',
          bearerFormat: 'JWT',
          description: 'A token from PUT /api/user/{email}; it lives 15 minutes',
        },
        identitySession: {
          type: 'apiKey',
          in: 'cookie',
          name: 'ch_session',
          description: 'The identity session set at sign-in (named __Host-ch_session over HTTPS)',
        },
      },
    },
  },
  transform: documentTransform,
};
