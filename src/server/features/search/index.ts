// The public entry of the search feature: all that code outside it may import (docs/architecture.md, "Server features").
export { searchRoutes } from './search.routes.ts';
export { readSearchQuery, type SearchQuery } from './search-query.ts';
export { relevanceColumns, relevanceOrderCarried, searchMatches } from './search-sql.ts';
export { SEARCH_WORDS_CHANNEL, searchWordsOf } from './search-words-store.ts';
export { suggestionsFor } from './suggestions.ts';
