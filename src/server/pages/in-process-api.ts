import { AsyncLocalStorage } from 'node:async_hooks';
import type { FastifyInstance } from 'fastify';
import { setApiTransport } from '../../web/render/render-page.tsx';

// A page rendered on the server reads its data through the web app's own API client,
// pointed here at the application itself: the same routes, validation, serialisation
// and catalogue cache as a visitor's request, and never anything private (no cookie,
// no token). Which application answers is the one rendering the page, so several
// applications in one process (as in tests) each read their own database.

const renderingApp = new AsyncLocalStorage<FastifyInstance>();
let installed = false;

function install(): void {
  if (installed) return;
  installed = true;
  setApiTransport(async (url, init) => {
    const app = renderingApp.getStore();
    if (!app) throw new Error('An API request outside a page render has nowhere to go');
    // A read with a body (the delivery quote is a POST that changes nothing) takes its JSON.
    const body = typeof init.body === 'string' ? init.body : undefined;
    const answer = await app.inject({
      method: (init.method ?? 'GET') as 'GET',
      url,
      headers: {
        accept: 'application/json',
        ...(body !== undefined && { 'content-type': 'application/json' }),
      },
      ...(body !== undefined && { payload: body }),
    });
    const headers = new Headers();
    for (const [name, value] of Object.entries(answer.headers)) {
      if (value !== undefined) headers.set(name, String(value));
    }
    const empty = answer.statusCode === 204 || answer.statusCode === 304;
    return new Response(empty ? null : answer.body, {
      status: answer.statusCode,
      headers,
    });
  });
}

/** Runs `work` (a page render) with its API requests answered by `app`, in process. */
export function withInProcessApi<T>(app: FastifyInstance, work: () => Promise<T>): Promise<T> {
  install();
  return renderingApp.run(app, work);
}
