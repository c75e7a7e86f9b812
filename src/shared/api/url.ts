import type { Route } from './endpoint.ts';

export type QueryParams = Record<string, string | number | boolean | undefined | null>;

/**
 * The address of a call to a route: `:name` segments filled in (encoded) from
 * `params`, and the non-empty `query` values appended.
 */
export function endpointUrl(
  route: Pick<Route, 'path'>,
  parts: { params?: Record<string, string>; query?: QueryParams } = {},
): string {
  const path = route.path.replace(/:(\w+)/g, (_, name: string) => {
    const value = parts.params?.[name];
    if (value === undefined) throw new Error(`${route.path} needs the parameter ${name}`);
    return encodeURIComponent(value);
  });
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(parts.query ?? {})) {
    if (value !== undefined && value !== null && value !== '') search.set(key, String(value));
  }
  const query = search.toString();
  return query ? `${path}?${query}` : path;
}
