import { Link } from 'react-router';
import { paths } from '../../shared/paths.ts';
import type { SocialNetwork } from '../../shared/schemas/shop-settings.ts';
import { telHref } from '../lib/phone-link.ts';
import { useShop } from '../lib/use-shop.ts';
import { ShopMark } from './logo.tsx';
import { FooterContactLinks } from './shop-contact-links.tsx';
import { FacebookIcon, InstagramIcon, LinkedinIcon, YoutubeIcon } from './social-icons.tsx';

const networks: { key: SocialNetwork; name: string; Icon: typeof FacebookIcon }[] = [
  { key: 'facebook', name: 'Facebook', Icon: FacebookIcon },
  { key: 'youtube', name: 'YouTube', Icon: YoutubeIcon },
  { key: 'instagram', name: 'Instagram', Icon: InstagramIcon },
  { key: 'linkedin', name: 'LinkedIn', Icon: LinkedinIcon },
];

// Read once: the footer does not need to roll over at midnight on New Year's Eve.
const year = new Date().getFullYear();

const shopLinks = [
  { to: paths.products, label: 'All products' },
  { to: paths.reviews, label: 'Customer reviews' },
  { to: paths.blogs, label: 'Buying guides' },
  { to: paths.about, label: 'About the shop' },
  { to: paths.track, label: 'Track your order' },
  { to: paths.warranty, label: 'Warranty check' },
];

export function Footer() {
  const shop = useShop();
  // A network the owner left empty is left out.
  const socialLinks = networks
    .filter(({ key }) => shop.social[key] !== '')
    .map(({ key, name, Icon }) => ({
      label: `${shop.name} on ${name}`,
      href: shop.social[key],
      Icon,
    }));
  return (
    // A long shop name, address or email wraps anywhere rather than widening a 320 px phone.
    <footer className="mt-16 border-t border-base-300 bg-base-200 wrap-anywhere">
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-12 sm:grid-cols-2 lg:grid-cols-4">
        <div className="space-y-3 lg:col-span-2">
          <p className="flex items-center gap-2 text-lg font-extrabold">
            <ShopMark className="size-7 shrink-0" /> <span className="min-w-0">{shop.name}</span>
          </p>
          <p className="max-w-md text-sm leading-relaxed">{shop.tagline}</p>
          {socialLinks.length > 0 ? (
            <ul className="flex gap-2" aria-label="Social media">
              {socialLinks.map(({ label, href, Icon }) => (
                <li key={href}>
                  <a
                    href={href}
                    aria-label={label}
                    title={label}
                    rel="noopener noreferrer"
                    target="_blank"
                    className="btn btn-ghost btn-circle btn-sm"
                  >
                    <Icon className="size-5" />
                  </a>
                </li>
              ))}
            </ul>
          ) : null}
        </div>
        <nav aria-label="Shop">
          <h2 className="mb-3 font-semibold">Shop</h2>
          <ul className="space-y-2 text-sm">
            {shopLinks.map((link) => (
              <li key={link.to}>
                <Link className="link-hover link" to={link.to}>
                  {link.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <address className="space-y-2 text-sm not-italic">
          <h2 className="mb-3 text-base font-semibold">Visit us</h2>
          {/* An address or email the shop has not given is left out. */}
          {shop.address.length > 0 ? <p>{shop.address.join(', ')}</p> : null}
          <p>{shop.hours}</p>
          <p>
            <a className="link-hover link" href={telHref(shop.phone)}>
              {shop.phone}
            </a>
          </p>
          {shop.email ? (
            <p>
              <a className="link-hover link" href={`mailto:${shop.email}`}>
                {shop.email}
              </a>
            </p>
          ) : null}
          <FooterContactLinks />
        </address>
      </div>
      <p className="border-t border-base-300 px-4 py-4 text-center text-sm">
        © {year} {shop.name}. Prices in Bangladeshi Taka (Tk).
      </p>
    </footer>
  );
}
