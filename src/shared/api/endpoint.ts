import type { z } from 'zod';

// The shape of an endpoint declaration. Only types come from zod here, so the web
// app can import this module (and the route tables) without loading zod.

export type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
export type Access = 'public' | 'user' | 'admin';

/**
 * Where an endpoint lives and who may call it: the part of a declaration the web
 * app needs at run time. Route tables (`routes/*.ts`) hold these and import no zod.
 */
export interface Route {
  readonly method: Method;
  readonly path: string;
  readonly access: Access;
  /**
   * The answer is the visitor's own data: a 401 or 403 from it means the session is
   * not theirs, and the web app signs them out.
   */
  readonly ownData?: boolean;
  /** Reads the identity-session cookie rather than (or before) a bearer token. */
  readonly sessionCookie?: boolean;
  /**
   * A call that is not a GET yet never changes what the catalogue shows (a quote, a cart line):
   * its success leaves the catalogue's cached answers in place.
   */
  readonly catalogueUnchanged?: boolean;
  /**
   * A save of one of the shop's settings, by the name the activity log gives it. The GET at
   * the same path reads the setting, so the log can say which fields the save changed.
   */
  readonly setting?: string;
}

/** An answer without a body (204, a redirect, a 304), described for the document. */
export interface NoBody {
  readonly noBody: string;
}

/** An answer whose body is a file of this type (or one of these types), not JSON. */
export interface FileBody {
  readonly file: string | readonly string[];
  readonly description: string;
}

export type AnswerSchema = z.ZodType | NoBody | FileBody;

/**
 * Error answers an endpoint gives beyond the ones its declaration implies: 400 for
 * input, 401 for a caller who must sign in, 403 for an admin-only endpoint, 413 for
 * a request body and 415 for its type or encoding (the server's endpoint-route.ts).
 */
export type Refusal = 401 | 403 | 404 | 409 | 422 | 429 | 502 | 503;

/** What a declaration adds to its route: the schemas and the words of the document. */
export interface EndpointSchemas {
  readonly summary: string;
  readonly tags: readonly string[];
  readonly params?: z.ZodType;
  readonly query?: z.ZodType;
  readonly body?: z.ZodType;
  /** Request headers the endpoint reads (lower-case names): validated, and in the document. */
  readonly headers?: z.ZodType;
  /** The request is multipart form data with one file in this field, not JSON. */
  readonly upload?: { readonly field: string; readonly description: string };
  /** The answers the endpoint means to give, by status (errors go in `refusals`). */
  readonly answers: Readonly<Record<number, AnswerSchema>>;
  readonly refusals?: readonly Refusal[];
  /** The largest body accepted, in bytes, where the app's 64 KB is too small for what the schema allows. */
  readonly bodyLimit?: number;
}

export type Endpoint = Route & EndpointSchemas;

/** Attaches schemas and documentation to a route: one declaration per endpoint. */
export function defineEndpoint<const R extends Route, const S extends EndpointSchemas>(
  route: R,
  schemas: S,
): R & S {
  return { ...route, ...schemas };
}

export function noBody(description: string): NoBody {
  return { noBody: description };
}

export function isZodSchema(answer: AnswerSchema): answer is z.ZodType {
  return !('noBody' in answer) && !('file' in answer);
}

/** Checks at compile time that a feature declares exactly the routes of its table. */
export type Declarations<Routes> = { readonly [K in keyof Routes]: Routes[K] & EndpointSchemas };

// What a caller sends and gets, from a declaration.

type Input<S> = S extends z.ZodType ? z.input<S> : never;
type Output<S> = S extends z.ZodType ? z.output<S> : S extends NoBody ? undefined : never;
type QueryValues<Q> = { [K in keyof Q]?: Q[K] | number | null | '' };

/** The parts of a request: path parameters, query and body, as the declaration has them. */
export type RequestOf<E extends Endpoint> = (E['params'] extends z.ZodType
  ? { params: Input<E['params']> }
  : { params?: undefined }) &
  (E['query'] extends z.ZodType
    ? { query?: QueryValues<Input<E['query']>> }
    : { query?: undefined }) &
  (E['body'] extends z.ZodType ? { body: Input<E['body']> } : { body?: undefined }) &
  (E['upload'] extends object ? { form: FormData } : { form?: undefined });

type SuccessStatus<E extends Endpoint> = Extract<keyof E['answers'], 200 | 201 | 202 | 204>;

/** The body of a successful answer (undefined for a 204). */
export type AnswerOf<E extends Endpoint> = Output<E['answers'][SuccessStatus<E>]>;
