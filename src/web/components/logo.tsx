import { useShop } from '../lib/use-shop.ts';

/** The shop's mark: a chip with an H for "Haat". Same drawing as public/favicon.svg. */
export function LogoMark({ className = 'size-8' }: { className?: string }) {
  return (
    <svg viewBox="0 0 32 32" className={className} aria-hidden="true" focusable="false">
      <rect width="32" height="32" rx="7" className="fill-primary" />
      <g fill="none" strokeWidth="2" strokeLinecap="round" className="stroke-primary-content">
        <rect x="9" y="9" width="14" height="14" rx="2.5" />
        <path d="M13 5v4M19 5v4M13 23v4M19 23v4M5 13h4M5 19h4M23 13h4M23 19h4" />
        <path d="M13.5 16h5M13.5 13v6M18.5 13v6" />
      </g>
    </svg>
  );
}

/** The owner's logo when they uploaded one, else the built-in mark. */
export function ShopMark({ className = 'size-8' }: { className?: string }) {
  const { logo } = useShop();
  if (!logo) return <LogoMark className={className} />;
  return <img src={logo} alt="" className={`${className} rounded-md object-contain`} />;
}

export function Logo() {
  const { name } = useShop();
  // The last word in the brand colour, as in "Circuit Haat".
  const split = name.lastIndexOf(' ');
  return (
    <span className="flex min-w-0 items-center gap-2">
      <ShopMark className="size-8 shrink-0" />
      {/* One line, cut with an ellipsis where the navbar has no more room (decision 075). */}
      <span className="min-w-0 truncate text-lg font-extrabold tracking-tight">
        {split > 0 ? (
          <>
            {name.slice(0, split + 1)}
            <span className="text-primary">{name.slice(split + 1)}</span>
          </>
        ) : (
          name
        )}
      </span>
    </span>
  );
}
