import type { IncomingMessage } from 'node:http';
import { idSchema } from '../../shared/schemas/common.ts';
import {
  catalogueFiltersKey,
  type CatalogueFilters,
} from '../../shared/schemas/product-filters.ts';
import { SPEC_PARAM_PREFIX } from '../../shared/specs/spec-param.ts';
import {
  productFacetParamsSchema,
  productFacetQuerySchema,
  PRODUCT_LIST_PARAMETERS,
  productListQuerySchema,
  productPageDefaults,
  type ProductSort,
} from '../../shared/schemas/product.ts';
import { unprintableIn } from '../../shared/unprintable.ts';

// What a public catalogue request asks for, reduced to the parameters the list's schema
// knows, parsed and normalised as the route would: "?q=SSD&page=1&utm_x=<15 KB>" and
// "?q=ssd" ask for the same answer and share one key, so junk in a URL can neither make
// new cache entries nor grow one. Anything the full pipeline would refuse, or might read
// differently (a parameter twice, malformed or unprintable text anywhere in the URL),
// has no key: it goes through the framework and is never kept. Only `brand` and the spec
// filters may repeat; their values are put in one order, so "brand=A&brand=B" and
// "brand=B&brand=A" share a key too.

const LIST_PATH = '/api/product';
const FACETS_PATH = '/api/product/facets';
const PRODUCT_PATH = /^\/api\/product\/([^/]+)$/;
const LIST_NAMES = PRODUCT_LIST_PARAMETERS;
const FACET_NAMES = Object.keys(productFacetParamsSchema.shape);

type Parameters = Map<string, string | string[]>;

/** The cache key of a list page: the route and the fast path both name answers by it. */
export function listCacheKey(list: {
  sort?: ProductSort | undefined;
  page?: number | undefined;
  pageSize?: number | undefined;
  category?: string | undefined;
  q?: string | undefined;
  filters: CatalogueFilters;
}): string {
  const {
    sort = productPageDefaults.sort,
    page = productPageDefaults.page,
    pageSize = productPageDefaults.pageSize,
  } = list;
  // Search ignores case, so "Kingston" and "kingston" share one answer.
  return `list ${sort} ${page} ${pageSize} ${list.category ?? ''} ${catalogueFiltersKey(list.filters)} ${list.q?.toLowerCase() ?? ''}`;
}

/** The cache key of a facets answer. */
export function facetsCacheKey(facets: {
  category?: string | undefined;
  q?: string | undefined;
  filters: CatalogueFilters;
}): string {
  return `facets ${facets.category ?? ''} ${catalogueFiltersKey(facets.filters)} ${facets.q?.toLowerCase() ?? ''}`;
}

/** The normalised request (`list …`, `facets …` or `product <id>`), or undefined. */
export function catalogueRequestKey(url: string): string | undefined {
  const mark = url.indexOf('?');
  const path = mark < 0 ? url : url.slice(0, mark);
  const query = queryParameters(mark < 0 ? '' : url.slice(mark + 1));
  if (!query) return undefined;
  if (path === LIST_PATH) return listKey(query);
  if (path === FACETS_PATH) return facetsKey(query);
  const segment = PRODUCT_PATH.exec(path)?.[1];
  const id = segment === undefined ? undefined : decoded(segment);
  if (id === undefined || !idSchema.safeParse(id).success) return undefined;
  return `product ${id.toLowerCase()}`;
}

// Parsing takes microseconds that the fast path cannot spare; the same few addresses are
// asked for over and over, so the keys of short ones are remembered (a bounded memory:
// junk makes addresses long, and long ones are worked out each time).
const remembered = new Map<string, string | undefined>();
const REMEMBERED_URLS = 1_000;
const REMEMBERED_URL_LENGTH = 200;

/** The catalogue request a raw request makes; see catalogueRequestKey. */
export function catalogueRequestKeyOf(request: IncomingMessage): string | undefined {
  const url = request.url ?? '';
  if (url.length > REMEMBERED_URL_LENGTH) return catalogueRequestKey(url);
  if (remembered.has(url)) return remembered.get(url);
  if (remembered.size >= REMEMBERED_URLS) remembered.clear();
  const key = catalogueRequestKey(url);
  remembered.set(url, key);
  return key;
}

/** The named parameters and the spec filters, in one order: objects of one shape parse fast. */
function schemaInput(query: Parameters, names: readonly string[]): Record<string, unknown> {
  const input: Record<string, unknown> = {};
  for (const name of names) input[name] = query.get(name);
  for (const [name, value] of query) if (name.startsWith(SPEC_PARAM_PREFIX)) input[name] = value;
  return input;
}

function listKey(query: Parameters): string | undefined {
  const parsed = productListQuerySchema.safeParse(schemaInput(query, LIST_NAMES));
  return parsed.success ? listCacheKey(parsed.data) : undefined;
}

function facetsKey(query: Parameters): string | undefined {
  const parsed = productFacetQuerySchema.safeParse(schemaInput(query, FACET_NAMES));
  return parsed.success ? facetsCacheKey(parsed.data) : undefined;
}

const repeatable = (name: string) => name === 'brand' || name.startsWith(SPEC_PARAM_PREFIX);

/**
 * Every parameter decoded, or undefined if any is malformed, unprintable or repeated (other than
 * the repeatable ones, which gather their values as the framework's parser does).
 */
function queryParameters(query: string): Parameters | undefined {
  const parameters: Parameters = new Map();
  if (query === '') return parameters;
  for (const pair of query.split('&')) {
    if (pair === '') continue;
    const equals = pair.indexOf('=');
    const name = decoded(equals < 0 ? pair : pair.slice(0, equals));
    const value = decoded(equals < 0 ? '' : pair.slice(equals + 1));
    if (name === undefined || value === undefined) return undefined;
    const before = parameters.get(name);
    if (before === undefined) parameters.set(name, value);
    else if (!repeatable(name)) return undefined;
    else parameters.set(name, [before, value].flat());
  }
  return parameters;
}

function decoded(text: string): string | undefined {
  try {
    const plain = decodeURIComponent(text.replaceAll('+', ' '));
    return unprintableIn(plain) === undefined ? plain : undefined;
  } catch {
    return undefined;
  }
}
