import type { ReactNode } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { MemoryRouter, useLocation } from 'react-router';
import { ToastContainer } from 'react-toastify';
import { vi } from 'vitest';
import { queryClient } from './lib/query-client.ts';

// For the web tests: the app's own query client, router and toasts around a piece
// of the app, and the network replaced by answers the test gives. Everything
// between the screen and fetch is the real code.

export interface Call {
  method: string;
  /** Path and query, e.g. /api/orders?status=pending. */
  url: string;
  body: unknown;
}

export interface Answer {
  status?: number;
  body?: unknown;
  headers?: Record<string, string>;
}

/** Replaces fetch: each request is recorded and answered by `answer`. */
export function answerRequests(answer: (call: Call) => Answer): Call[] {
  const calls: Call[] = [];
  vi.stubGlobal('fetch', (url: string, init: RequestInit = {}) => {
    const body = typeof init.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined;
    const call = { method: init.method ?? 'GET', url, body };
    calls.push(call);
    const { status = 200, body: answerBody, headers = {} } = answer(call);
    const text = answerBody === undefined ? null : JSON.stringify(answerBody);
    return Promise.resolve(
      new Response(status === 204 ? null : text, {
        status,
        headers: { 'Content-Type': 'application/json', ...headers },
      }),
    );
  });
  return calls;
}

/** The address the visitor would see in the address bar (path and query). */
function Address() {
  const { pathname, search } = useLocation();
  return <output aria-label="Address">{`${pathname}${search}`}</output>;
}

/** Renders part of the app at `url`, with a fresh cache and a toast container. */
export function renderInApp(ui: ReactNode, url = '/') {
  queryClient.clear();
  return render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={[url]}>
        {ui}
        <Address />
      </MemoryRouter>
      <ToastContainer />
    </QueryClientProvider>,
  );
}
