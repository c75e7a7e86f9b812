/**
 * The small picture beside a product's name in a list (orders, reviews, the admin
 * tables). Decorative: the name next to it says what it shows.
 */
export function Thumbnail({ src }: { src: string }) {
  return (
    <img
      src={src}
      alt=""
      width={64}
      height={48}
      loading="lazy"
      decoding="async"
      className="h-12 w-16 min-w-16 shrink-0 rounded-md bg-base-200 object-cover"
    />
  );
}
