import autocannon, { type RequestSpec } from 'autocannon';

export interface LoadOptions {
  url: string;
  seconds: number;
  connections: number;
  /** Paths asked in turn (one each request), or a full request generator. */
  paths?: string[];
  requests?: RequestSpec[];
}

export interface LoadResult {
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  total: number;
  ok: number;
  non2xx: number;
  errors: number;
  statusCodes: Record<string, number>;
}

/** One autocannon run on loopback; figures rounded for the report. */
export async function load(options: LoadOptions): Promise<LoadResult> {
  let next = 0;
  const paths = options.paths ?? [];
  const requests: RequestSpec[] = options.requests ?? [
    {
      method: 'GET',
      setupRequest: (request) => ({ ...request, path: paths[next++ % paths.length] }),
    },
  ];
  const result = await autocannon({
    url: options.url,
    connections: options.connections,
    duration: options.seconds,
    requests,
  });
  return {
    requestsPerSecond: round(result.requests.total / result.duration),
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    total: result.requests.total,
    ok: result['2xx'],
    non2xx: result.non2xx,
    errors: result.errors + result.timeouts,
    statusCodes: Object.fromEntries(
      Object.entries(result.statusCodeStats ?? {}).map(([code, stat]) => [code, stat.count]),
    ),
  };
}

export function round(value: number, digits = 1): number {
  const factor = 10 ** digits;
  return Math.round(value * factor) / factor;
}
