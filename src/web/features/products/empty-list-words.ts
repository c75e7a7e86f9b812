// What an empty product list says. "No products match your search" only when something was
// searched or filtered: a category with nothing in it yet (a shop after "Remove demo data",
// a category the owner has not stocked) says so, rather than blaming a search never typed.

export interface EmptyListWords {
  title: string;
  body: string;
  /** The way out: clear what was asked, or see every product; none for an empty catalogue. */
  action: { label: string; clears: boolean } | null;
}

export function emptyListWords(asked: {
  q?: string | undefined;
  category?: string | undefined;
  filterCount: number;
}): EmptyListWords {
  if (asked.q || asked.filterCount > 0) {
    return {
      title: 'No products match your search',
      body: 'Try other words, another category or fewer filters.',
      action: { label: 'Clear search and filters', clears: true },
    };
  }
  if (asked.category) {
    return {
      title: 'No products in this category yet',
      body: 'Look through the other categories, or come back soon.',
      action: { label: 'See all products', clears: true },
    };
  }
  return { title: 'No products yet', body: 'The catalogue is empty for now.', action: null };
}
