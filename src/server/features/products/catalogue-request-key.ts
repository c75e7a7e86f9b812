import type { IncomingMessage } from 'node:http';
import { idSchema } from '../../../shared/schemas/common.ts';
import { productListQuerySchema, productPageDefaults } from '../../../shared/schemas/product.ts';
import { unprintableIn } from '../../../shared/unprintable.ts';

// What a public catalogue request asks for, reduced to the parameters the list's schema
// knows, parsed and normalised as the route would: "?q=SSD&page=1&utm_x=<15 KB>" and
// "?q=ssd" ask for the same answer and share one key, so junk in a URL can neither make
// new cache entries nor grow one. Anything the full pipeline would refuse, or might read
// differently (a parameter twice, malformed or unprintable text anywhere in the URL),
// has no key: it goes through the framework and is never kept.

const LIST_PATH = '/api/product';
const PRODUCT_PATH = /^\/api\/product\/([^/]+)$/;
const KNOWN = Object.keys(productListQuerySchema.shape);

/** The normalised request (`list …` or `product <id>`), or undefined when it has none. */
export function catalogueRequestKey(url: string): string | undefined {
  const mark = url.indexOf('?');
  const path = mark < 0 ? url : url.slice(0, mark);
  const query = queryParameters(mark < 0 ? '' : url.slice(mark + 1));
  if (!query) return undefined;
  if (path === LIST_PATH) return listKey(query);
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

function listKey(query: Map<string, string>): string | undefined {
  // Every known name, in one order: objects of one shape keep the schema's parse fast.
  const known: Record<string, string | undefined> = {};
  for (const name of KNOWN) known[name] = query.get(name);
  const parsed = productListQuerySchema.safeParse(known);
  if (!parsed.success) return undefined;
  const { q, category } = parsed.data;
  const {
    sort = productPageDefaults.sort,
    page = productPageDefaults.page,
    pageSize = productPageDefaults.pageSize,
  } = parsed.data;
  // Search ignores case, as the route's own cache key does.
  return `list ${sort} ${page} ${pageSize} ${category ?? ''} ${q?.toLowerCase() ?? ''}`;
}

/** Every parameter decoded, or undefined if any is malformed, unprintable or repeated. */
function queryParameters(query: string): Map<string, string> | undefined {
  const parameters = new Map<string, string>();
  if (query === '') return parameters;
  for (const pair of query.split('&')) {
    if (pair === '') continue;
    const equals = pair.indexOf('=');
    const name = decoded(equals < 0 ? pair : pair.slice(0, equals));
    const value = decoded(equals < 0 ? '' : pair.slice(equals + 1));
    if (name === undefined || value === undefined || parameters.has(name)) return undefined;
    parameters.set(name, value);
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
