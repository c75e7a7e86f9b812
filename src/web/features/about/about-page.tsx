import Clock from 'lucide-react/icons/clock';
import Mail from 'lucide-react/icons/mail';
import MapPin from 'lucide-react/icons/map-pin';
import Phone from 'lucide-react/icons/phone';
import { telHref } from '../../lib/phone-link.ts';
import { PageHead } from '../../components/page-head.tsx';
import { paths } from '../../../shared/paths.ts';
import { useShop } from '../../lib/use-shop.ts';
import { OwnerProfile } from './owner-profile.tsx';

/**
 * The owner profile (docs/product.md#about), when the shop has one, and how to reach the shop;
 * an address or email the shop has not given is left out.
 */
export function AboutPage() {
  const shop = useShop();
  const { owner } = shop;
  return (
    <div className="mx-auto max-w-5xl space-y-12">
      <PageHead
        title="About"
        description={`Who runs ${shop.name}, where the shop is, its opening hours and how to reach it.`}
        path={paths.about}
      />
      <h1 className="text-3xl font-bold">About {shop.name}</h1>
      {owner ? <OwnerProfile owner={owner} /> : null}

      <section aria-labelledby="visit-heading" className="space-y-4">
        <h2 id="visit-heading" className="text-2xl font-bold">
          Visit or contact the shop
        </h2>
        <address className="grid gap-4 not-italic sm:grid-cols-2">
          {shop.address.length > 0 ? (
            <p className="flex gap-3">
              <MapPin className="mt-0.5 size-5 shrink-0 text-primary" aria-hidden="true" />
              <span>
                {shop.address.map((line) => (
                  <span key={line} className="block">
                    {line}
                  </span>
                ))}
              </span>
            </p>
          ) : null}
          <p className="flex gap-3">
            <Clock className="mt-0.5 size-5 shrink-0 text-primary" aria-hidden="true" />
            {shop.hours}
          </p>
          <p className="flex gap-3">
            <Phone className="mt-0.5 size-5 shrink-0 text-primary" aria-hidden="true" />
            <a className="link" href={telHref(shop.phone)}>
              {shop.phone}
            </a>
          </p>
          {shop.email ? (
            <p className="flex gap-3">
              <Mail className="mt-0.5 size-5 shrink-0 text-primary" aria-hidden="true" />
              <a className="link" href={`mailto:${shop.email}`}>
                {shop.email}
              </a>
            </p>
          ) : null}
        </address>
      </section>
    </div>
  );
}
