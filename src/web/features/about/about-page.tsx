import Clock from 'lucide-react/icons/clock';
import Mail from 'lucide-react/icons/mail';
import MapPin from 'lucide-react/icons/map-pin';
import Phone from 'lucide-react/icons/phone';
import { telHref } from '../../lib/phone-link.ts';
import { usePageTitle } from '../../lib/use-page-title.ts';
import { useShop } from '../../lib/use-shop.ts';

/** The owner profile (docs/product.md#about) and how to reach the shop. */
export function AboutPage() {
  usePageTitle('About');
  const shop = useShop();
  const { owner } = shop;
  return (
    <div className="mx-auto max-w-5xl space-y-12">
      <h1 className="text-3xl font-bold">About {shop.name}</h1>
      <section
        aria-labelledby="owner-name"
        className="grid items-center gap-8 rounded-box border border-base-300 bg-base-100 p-6 shadow-sm md:grid-cols-[280px_1fr] md:p-10"
      >
        <img
          src={owner.photo}
          alt={owner.photoAlt}
          width={480}
          height={480}
          fetchPriority="high"
          className="mx-auto aspect-square w-56 rounded-box object-cover md:w-full"
        />
        <div className="space-y-4">
          <div>
            <h2 id="owner-name" className="text-2xl font-bold">
              {owner.name}
            </h2>
            <p className="font-medium text-primary">{owner.role}</p>
          </div>
          {owner.bio.map((paragraph) => (
            <p key={paragraph.slice(0, 40)} className="leading-relaxed">
              {paragraph}
            </p>
          ))}
        </div>
      </section>

      <section aria-labelledby="story-heading" className="space-y-4">
        <h2 id="story-heading" className="text-2xl font-bold">
          {owner.storyHeading}
        </h2>
        {owner.story.map((paragraph) => (
          <p key={paragraph.slice(0, 40)} className="max-w-prose leading-relaxed">
            {paragraph}
          </p>
        ))}
        {owner.values.length > 0 ? (
          <ul className="grid gap-4 pt-2 md:grid-cols-3">
            {owner.values.map((value) => (
              <li key={value.title} className="rounded-box bg-base-200 p-5">
                <h3 className="font-semibold">{value.title}</h3>
                <p className="mt-1 text-sm leading-relaxed">{value.text}</p>
              </li>
            ))}
          </ul>
        ) : null}
      </section>

      <section aria-labelledby="visit-heading" className="space-y-4">
        <h2 id="visit-heading" className="text-2xl font-bold">
          Visit or contact the shop
        </h2>
        <address className="grid gap-4 not-italic sm:grid-cols-2">
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
          <p className="flex gap-3">
            <Mail className="mt-0.5 size-5 shrink-0 text-primary" aria-hidden="true" />
            <a className="link" href={`mailto:${shop.email}`}>
              {shop.email}
            </a>
          </p>
        </address>
      </section>
    </div>
  );
}
