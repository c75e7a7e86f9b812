import type { BuildCheck } from '../../../../shared/builds/check-build.ts';
import { Price } from '../../../components/price.tsx';

/**
 * On a phone the summary sits below every slot: this bar keeps the total, the power draw and
 * the problems in view while the visitor picks, and leads to the problems' list.
 */
export function BuildBar({ check }: { check: BuildCheck }) {
  const problems = check.issues.filter((issue) => issue.severity === 'error').length;
  return (
    <section
      aria-label="Build at a glance"
      className="sticky bottom-0 z-10 -mx-2 flex flex-wrap items-center justify-between gap-x-4 gap-y-1 border-t border-base-300 bg-base-100/95 px-3 py-2 text-sm shadow-lg backdrop-blur lg:hidden print:hidden"
    >
      <Price amount={check.total} className="text-base font-bold" />
      <span className="tabular-nums">{check.estimatedWatts} W draw</span>
      <a
        href="#build-checks"
        className={`link font-semibold ${problems > 0 ? 'text-error' : 'link-hover'}`}
      >
        {problems === 0 ? 'No problems' : problems === 1 ? '1 problem' : `${problems} problems`}
      </a>
    </section>
  );
}
