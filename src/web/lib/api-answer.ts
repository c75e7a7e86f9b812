import type { AnswerOf, Route } from '../../shared/api/endpoint.ts';
import type { EndpointOf } from '../../shared/api/registry.ts';

/** The answer of a route as its declaration types it (the server serialised it by that schema). */
export type Answer<R extends Route> = AnswerOf<EndpointOf<R>>;

/** Reads a successful answer's body: JSON, or nothing for a 204. */
export async function readAnswer<R extends Route>(
  _route: R,
  response: Response,
): Promise<Answer<R>> {
  if (response.status === 204) return undefined as Answer<R>;
  const body: unknown = await response.json();
  // The one place an answer gets its type: the server validated it against the same
  // declaration before sending it.
  return body as Answer<R>;
}
