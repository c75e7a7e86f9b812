import { createContext, use, type ReactNode } from 'react';
import { absoluteUrl, useSite } from '../lib/site.ts';

// A page's head: its title, description, canonical address and link-preview tags. React
// moves <title>, <meta> and <link> rendered anywhere into <head>, on the server too, so
// each page names its own head where it has its data, and what a crawler reads is what
// the page shows. The browser adopts the server's tags when it takes the page over.

export interface PageHeadProps {
  /** The page's own title; the shop's name follows it. None: the home page's title. */
  title?: string;
  description?: string;
  /** The page's address (path), canonical without any query. */
  path: string;
  /** A 1200x630 picture for link previews; the shop's cover when left out. */
  image?: string;
  /** og:type; `website` unless said otherwise. */
  type?: 'website' | 'product' | 'article';
  /** Extra tags, e.g. a product's price for link previews. */
  children?: ReactNode;
}

const HeadOff = createContext(false);

/** For a page drawn behind a modal: the modal's page names the head, not this one. */
export function WithoutPageHead({ children }: { children: ReactNode }) {
  return <HeadOff value={true}>{children}</HeadOff>;
}

export function PageHead({
  title,
  description,
  path,
  image,
  type = 'website',
  children,
}: PageHeadProps) {
  const site = useSite();
  if (use(HeadOff)) return null;
  const fullTitle = title ? `${title} | ${site.name}` : `${site.name} | ${site.tagline}`;
  const about = description ?? site.description;
  const url = absoluteUrl(site, path);
  const picture = absoluteUrl(site, image ?? site.image);
  return (
    <>
      <title>{fullTitle}</title>
      <meta name="description" content={about} />
      <link rel="canonical" href={url} />
      <meta property="og:site_name" content={site.name} />
      <meta property="og:type" content={type} />
      <meta property="og:title" content={title ?? fullTitle} />
      <meta property="og:description" content={about} />
      <meta property="og:url" content={url} />
      <meta property="og:image" content={picture} />
      <meta property="og:image:width" content="1200" />
      <meta property="og:image:height" content="630" />
      <meta name="twitter:card" content="summary_large_image" />
      <meta name="twitter:title" content={title ?? fullTitle} />
      <meta name="twitter:description" content={about} />
      <meta name="twitter:image" content={picture} />
      {children}
    </>
  );
}

/** Structured data for search engines, as JSON-LD; `<` is escaped so no text can end the element. */
export function JsonLd({ data }: { data: object }) {
  if (use(HeadOff)) return null;
  return (
    <script
      type="application/ld+json"
      dangerouslySetInnerHTML={{ __html: JSON.stringify(data).replace(/</g, '\\u003c') }}
    />
  );
}
