import type { Route } from './endpoint.ts';

type QueryValue = string | number | boolean | undefined | null;
/** A list value repeats its parameter (?brand=AMD&brand=Intel). */
export type QueryParams = Record<string, QueryValue | readonly QueryValue[]>;

/**
 * The address of a call to a route: `:name` segments filled in (encoded) from
 * `params`, and the non-empty `query` values appended (a list's values each).
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
  for (const [key, values] of Object.entries(parts.query ?? {})) {
    for (const value of [values].flat()) {
      if (value !== undefined && value !== null && value !== '') search.append(key, String(value));
    }
  }
  const query = search.toString();
  return query ? `${path}?${query}` : path;
}
