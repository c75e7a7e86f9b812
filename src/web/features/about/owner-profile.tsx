import type { ShopOwner } from '../../../shared/schemas/shop-settings.ts';

/** The owner's photo, biography, story and values on the About page. */
export function OwnerProfile({ owner }: { owner: ShopOwner }) {
  return (
    <>
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
    </>
  );
}
