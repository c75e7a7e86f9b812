import { paths } from '../../../../shared/paths.ts';
import { JsonLd } from '../../../components/page-head.tsx';
import { absoluteUrl, useSite } from '../../../lib/site.ts';
import { useShop } from '../../../lib/use-shop.ts';

/**
 * The home page's structured data: the shop as an Organization (name, logo, contact),
 * and the site with its search, so a search engine can offer a search box that lands on
 * the products grid's own search.
 */
export function HomeStructuredData() {
  const site = useSite();
  const shop = useShop();
  const home = absoluteUrl(site, paths.home);
  return (
    <>
      <JsonLd
        data={{
          '@context': 'https://schema.org',
          '@type': 'Organization',
          name: site.name,
          url: home,
          logo: absoluteUrl(site, '/favicon.svg'),
          // What the shop has not given (an email, an address) is left out, not sent empty.
          ...(shop.email && { email: shop.email }),
          telephone: shop.phone,
          ...(shop.address.length > 0 && {
            address: {
              '@type': 'PostalAddress',
              streetAddress: shop.address.join(', '),
              addressCountry: 'BD',
            },
          }),
        }}
      />
      <JsonLd
        data={{
          '@context': 'https://schema.org',
          '@type': 'WebSite',
          name: site.name,
          url: home,
          potentialAction: {
            '@type': 'SearchAction',
            target: {
              '@type': 'EntryPoint',
              urlTemplate: `${absoluteUrl(site, paths.products)}?q={search_term_string}`,
            },
            'query-input': 'required name=search_term_string',
          },
        }}
      />
    </>
  );
}
