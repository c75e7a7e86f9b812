import type { IncomingMessage } from 'node:http';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { HttpError } from './errors.ts';

// Fastify answers an address its router cannot decode (`/%ff`, a parameter longer than
// the router allows) by itself, before any hook: none of the security headers, an error
// shape of its own. Such a request is instead sent round again, to a harmless address,
// with the refusal noted: the hooks run as for every other request and the first one
// after the security headers throws the refusal into the app's error handler.

const refusals = new WeakMap<IncomingMessage, HttpError>();

/** The place the refused request is routed to; its handler never runs. */
const STAND_IN_URL = '/';

/** Fastify's `frameworkErrors` option. */
export function answerBadUrlInApp(
  error: FastifyError,
  request: FastifyRequest,
  reply: FastifyReply,
): void {
  const raw = request.raw;
  refusals.set(raw, refusalFor(error, raw.url ?? ''));
  raw.url = STAND_IN_URL;
  request.server.routing(raw, reply.raw);
}

/** Register after the security headers, before anything that reads the request. */
export function registerBadUrlRefusal(app: FastifyInstance): void {
  app.addHook('onRequest', async (request) => {
    const refusal = refusals.get(request.raw);
    if (refusal) throw refusal;
  });
}

function refusalFor(error: FastifyError, url: string): HttpError {
  const shown = JSON.stringify(url.length > 200 ? `${url.slice(0, 200)}…` : url);
  if (error.code === 'FST_ERR_MAX_PARAM_LENGTH') {
    return new HttpError(414, `The address ${shown} has a part that is too long.`);
  }
  return new HttpError(
    400,
    `The address ${shown} is not valid: it has malformed percent-encoding.`,
  );
}
