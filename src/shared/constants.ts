// Business constants of the shop (docs/product.md#constants) and of its build.

export const MIN_PASSWORD_LENGTH = 6;
/** Staff (admins and the owner) open the whole shop with theirs: longer than a customer's. */
export const MIN_STAFF_PASSWORD_LENGTH = 10;
/** The order modal offers packs 1 to 3. */
export const PACK_SIZES = [1, 2, 3] as const;
export const RATING_MIN = 1;
export const RATING_MAX = 5;
/** The home page shows the catalogue's products at indices 3 to 5. */
export const FEATURED_RANGE = { start: 3, end: 6 } as const;
export const CAROUSEL_SLIDE_COUNT = 4;
export const STATS = { countries: 80, projects: 250, clients: 5000, feedback: 300 } as const;

/** The name a new shop goes by until its owner names it. */
export const DEFAULT_SHOP_NAME = 'Circuit Haat';

/** The footer's line under the shop's name until the owner writes their own. */
export const DEFAULT_FOOTER_TAGLINE =
  'PC parts with clear prices in Tk, honest advice and local warranty support, from a small shop in Dhaka.';

export const DEFAULT_PAGE_SIZE = 12;
export const MAX_PAGE_SIZE = 100;
/** The longest search query read; the rest is cut, not refused. */
export const MAX_QUERY_LENGTH = 100;
/**
 * What the owner's search synonyms may hold (docs/product.md#search-synonyms): groups, words or
 * phrases in a group, characters in one, and groups one word or phrase may be in (as search
 * reads it: "PC" and "pc" are one). Each group a word is in adds all its members to every
 * query that word is typed in; the query reader bounds what any query expands to besides.
 */
export const MAX_SYNONYM_GROUPS = 200;
export const MAX_SYNONYMS_IN_GROUP = 20;
export const MAX_SYNONYM_LENGTH = 40;
export const MAX_GROUPS_OF_A_SYNONYM = 3;
/** A product with fewer than this many units left is "low stock". */
export const LOW_STOCK_THRESHOLD = 5;
