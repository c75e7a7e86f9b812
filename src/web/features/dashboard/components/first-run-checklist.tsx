import { Link } from 'react-router';
import CircleCheck from 'lucide-react/icons/circle-check';
import Circle from 'lucide-react/icons/circle';
import type { Overview } from '../../../../shared/schemas/dashboard.ts';
import { dashboardPaths } from '../../../lib/dashboard-paths.ts';

const items: { key: keyof Overview['setup']; label: string; to?: string }[] = [
  { key: 'shopDetails', label: 'Set the shop’s name and contact', to: dashboardPaths.settings },
  { key: 'product', label: 'Add a product of your own', to: dashboardPaths.addProduct },
  { key: 'deliveryCharges', label: 'Set delivery charges' },
  { key: 'payments', label: 'Configure payments' },
];

/** What a new owner still has to do; gone once everything is done. */
export function FirstRunChecklist({ setup }: { setup: Overview['setup'] }) {
  const left = items.filter(({ key }) => !setup[key]).length;
  if (left === 0) return null;
  return (
    <section
      aria-labelledby="first-run"
      className="mb-8 rounded-box border border-primary/40 bg-base-100 p-4 sm:p-6"
    >
      <h2 id="first-run" className="text-lg font-semibold">
        Make the shop yours
      </h2>
      <p className="mb-3 text-sm opacity-80">
        {left} of {items.length} steps left. This list goes away when all are done.
      </p>
      <ul className="space-y-2">
        {items.map(({ key, label, to }) => {
          const done = setup[key];
          const Icon = done ? CircleCheck : Circle;
          return (
            <li key={key} className="flex items-center gap-2">
              <Icon
                className={`size-5 shrink-0 ${done ? 'text-success' : 'opacity-60'}`}
                aria-hidden="true"
              />
              <span className={done ? 'line-through opacity-70' : ''}>
                {to && !done ? (
                  <Link className="link" to={to}>
                    {label}
                  </Link>
                ) : (
                  label
                )}
              </span>
              <span className="sr-only">{done ? '(done)' : '(to do)'}</span>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
