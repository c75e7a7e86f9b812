// Responsive product pictures. The shop's image host (/images/:hash.webp) serves
// each picture at these widths with ?w=; the browser picks one from `srcset` by the
// width `sizes` says the picture takes on screen. The server's preload of a page's
// largest picture uses the same two strings, so the browser reuses that download.

export const IMAGE_WIDTHS = [320, 480, 640, 960] as const;

/** The `srcset` of one of our pictures; undefined for addresses elsewhere. */
export function imageSrcSet(src: string): string | undefined {
  if (!src.startsWith('/images/')) return undefined;
  return IMAGE_WIDTHS.map((width) => `${src}?w=${width} ${width}w`).join(', ');
}

/** How wide pictures show, per layout (the content column is at most 1280 px). */
export const IMAGE_SIZES = {
  /** The products grid: 2 columns from the smallest phone, then 3. */
  grid: '(min-width: 1280px) 300px, (min-width: 1024px) 31vw, 47vw',
  /** The home page's featured row: 2 then 3 columns. */
  featured: '(min-width: 1280px) 400px, (min-width: 1024px) 31vw, 47vw',
  /** The product page: a column of its own from md. */
  detail: '(min-width: 1280px) 610px, (min-width: 768px) 48vw, 100vw',
} as const;

/** The home page's largest paint: the carousel's first slide. */
export const HOME_HERO_IMAGE = '/slides/build.svg';
