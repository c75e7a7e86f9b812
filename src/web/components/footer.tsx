import { Link } from 'react-router';
import { paths } from '../../shared/paths.ts';
import { shop } from '../content/shop.ts';
import { LogoMark } from './logo.tsx';
import { FacebookIcon, InstagramIcon, LinkedinIcon, YoutubeIcon } from './social-icons.tsx';

const socialLinks = [
  {
    label: 'Circuit Haat on Facebook',
    href: 'https://www.facebook.com/circuithaat',
    Icon: FacebookIcon,
  },
  {
    label: 'Circuit Haat on YouTube',
    href: 'https://www.youtube.com/@circuithaat',
    Icon: YoutubeIcon,
  },
  {
    label: 'Circuit Haat on Instagram',
    href: 'https://www.instagram.com/circuithaat',
    Icon: InstagramIcon,
  },
  {
    label: 'Circuit Haat on LinkedIn',
    href: 'https://www.linkedin.com/company/circuithaat',
    Icon: LinkedinIcon,
  },
];

// Read once: the footer does not need to roll over at midnight on New Year's Eve.
const year = new Date().getFullYear();

const shopLinks = [
  { to: paths.products, label: 'All products' },
  { to: paths.reviews, label: 'Customer reviews' },
  { to: paths.blogs, label: 'Buying guides' },
  { to: paths.about, label: 'About the shop' },
];

export function Footer() {
  return (
    <footer className="mt-16 border-t border-base-300 bg-base-200">
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-12 sm:grid-cols-2 lg:grid-cols-4">
        <div className="space-y-3 lg:col-span-2">
          <p className="flex items-center gap-2 text-lg font-extrabold">
            <LogoMark className="size-7" /> Circuit Haat
          </p>
          <p className="max-w-md text-sm leading-relaxed">
            PC parts with clear prices in Tk, honest advice and local warranty support, from a small
            shop in Dhaka.
          </p>
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
          <p>{shop.addressLines.join(', ')}</p>
          <p>{shop.hours}</p>
          <p>
            <a className="link-hover link" href={`tel:${shop.phone.replace(/[^+\d]/g, '')}`}>
              {shop.phone}
            </a>
          </p>
          <p>
            <a className="link-hover link" href={`mailto:${shop.email}`}>
              {shop.email}
            </a>
          </p>
        </address>
      </div>
      <p className="border-t border-base-300 py-4 text-center text-sm">
        © {year} Circuit Haat. Prices in Bangladeshi Taka (Tk).
      </p>
    </footer>
  );
}
