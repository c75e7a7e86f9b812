import { Link } from 'react-router';
import { paths } from '../../../../shared/paths.ts';

/**
 * The home page's top for a shop without a carousel (the demo's went with the demo data and
 * the owner has set none): the shop's name and a way into the catalogue, not a bare gap.
 */
export function ShopWelcome({ name }: { name: string }) {
  return (
    <section
      aria-label="Welcome"
      className="space-y-4 rounded-box bg-base-200 px-6 py-10 text-center sm:py-14"
    >
      <p className="text-3xl font-bold sm:text-4xl">{name}</p>
      <p className="text-lg">PC parts from authorised distributors, prices in Tk.</p>
      <Link to={paths.products} className="btn btn-primary">
        Shop all parts
      </Link>
    </section>
  );
}
