import Clock from 'lucide-react/icons/clock';
import Mail from 'lucide-react/icons/mail';
import MapPin from 'lucide-react/icons/map-pin';
import Phone from 'lucide-react/icons/phone';
import { owner } from '../../content/owner.ts';
import { PageHead } from '../../components/page-head.tsx';
import { paths } from '../../../shared/paths.ts';

/** The owner profile (docs/product.md#about) and how to reach the shop. */
export function AboutPage() {
  const { shop } = owner;
  return (
    <div className="mx-auto max-w-5xl space-y-12">
      <PageHead
        title="About"
        description="Who runs Circuit Haat, where the shop is in Dhaka, its opening hours and how to reach it."
        path={paths.about}
      />
      <h1 className="text-3xl font-bold">About Circuit Haat</h1>
      <section
        aria-labelledby="owner-name"
        className="grid items-center gap-8 rounded-box border border-base-300 bg-base-100 p-6 shadow-sm md:grid-cols-[280px_1fr] md:p-10"
      >
        <img
          src={owner.photo.src}
          alt={owner.photo.alt}
          width={owner.photo.width}
          height={owner.photo.height}
          fetchPriority="high"
          className="mx-auto w-56 rounded-box md:w-full"
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
          {owner.story.heading}
        </h2>
        {owner.story.paragraphs.map((paragraph) => (
          <p key={paragraph.slice(0, 40)} className="max-w-prose leading-relaxed">
            {paragraph}
          </p>
        ))}
        <ul className="grid gap-4 pt-2 md:grid-cols-3">
          {owner.values.map((value) => (
            <li key={value.title} className="rounded-box bg-base-200 p-5">
              <h3 className="font-semibold">{value.title}</h3>
              <p className="mt-1 text-sm leading-relaxed">{value.text}</p>
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="visit-heading" className="space-y-4">
        <h2 id="visit-heading" className="text-2xl font-bold">
          Visit or contact the shop
        </h2>
        <address className="grid gap-4 not-italic sm:grid-cols-2">
          <p className="flex gap-3">
            <MapPin className="mt-0.5 size-5 shrink-0 text-primary" aria-hidden="true" />
            <span>
              {shop.addressLines.map((line) => (
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
            <a className="link" href={`tel:${shop.phone.replace(/[^+\d]/g, '')}`}>
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
