import type { ReactNode } from 'react';
import CircleAlert from 'lucide-react/icons/circle-alert';
import Info from 'lucide-react/icons/info';
import TriangleAlert from 'lucide-react/icons/triangle-alert';
import type { BuildCheck } from '../../../../shared/builds/check-build.ts';
import type { Severity } from '../../../../shared/builds/build.ts';
import { LinesEmi } from '../../../components/lines-emi.tsx';
import { Price } from '../../../components/price.tsx';
import { toast } from '../../../lib/toast.ts';
import { BUILDER_SLOTS } from '../builder-slots.ts';
import { AddBuildToCart, type BuildLine } from './add-build-to-cart.tsx';
import { StartOverButton } from './start-over-button.tsx';

const LOOK: Record<Severity, { icon: typeof Info; className: string; word: string }> = {
  error: { icon: CircleAlert, className: 'alert-error', word: 'Problem' },
  warning: { icon: TriangleAlert, className: 'alert-warning', word: 'Warning' },
  note: { icon: Info, className: 'alert-info', word: 'Note' },
};

interface BuildSummaryProps {
  check: BuildCheck;
  lines: readonly BuildLine[];
  missing: readonly string[];
  outOfStock: number;
  /** Save build, beside Add build to cart. */
  saveButton: ReactNode;
  onStartOver: () => void;
}

/** The live verdict on the build: total, power, what is missing and every problem found. */
export function BuildSummary({
  check,
  lines,
  missing,
  outOfStock,
  saveButton,
  onStartOver,
}: BuildSummaryProps) {
  const errors = check.issues.filter((issue) => issue.severity === 'error').length;
  const copyLink = () => {
    navigator.clipboard.writeText(window.location.href).then(
      () => toast.success('Link to this build copied.'),
      () => toast.error('Could not copy; copy the address from the address bar instead.'),
    );
  };
  return (
    <div className="space-y-4 rounded-box border border-base-300 bg-base-100 p-4">
      <h2 className="text-lg font-bold">Your build</h2>
      <dl className="grid grid-cols-[1fr_auto] gap-x-4 gap-y-1">
        <dt>Total</dt>
        <dd className="text-right">
          <Price amount={check.total} className="text-xl font-bold" />
        </dd>
        <dt>Estimated power draw</dt>
        <dd className="text-right tabular-nums" data-testid="estimated-watts">
          {check.estimatedWatts} W
        </dd>
        <dt>Recommended power supply</dt>
        <dd className="text-right tabular-nums">
          {check.recommendedPsuWatts > 0 ? `${check.recommendedPsuWatts} W` : '—'}
        </dd>
      </dl>
      <LinesEmi
        lines={lines.map(({ product, quantity }) => ({
          productId: product._id,
          price: product.price,
          regularPrice: product.regularPrice,
          quantity,
        }))}
        what="build"
      />
      <p role="status" className="text-sm font-medium">
        {check.complete
          ? errors === 0
            ? 'Complete: every needed part is chosen and nothing clashes.'
            : `Complete, but ${errors === 1 ? 'one problem needs' : `${errors} problems need`} fixing.`
          : `Still needed: ${missing.join(', ')}.`}
        {outOfStock > 0
          ? ` ${outOfStock} part${outOfStock === 1 ? ' is' : 's are'} out of stock.`
          : ''}
      </p>
      <section id="build-checks" aria-labelledby="checks-heading" className="space-y-2">
        <h3 id="checks-heading" className="font-semibold">
          Compatibility (
          {check.issues.length === 0 ? 'no problems found' : `${check.issues.length} found`})
        </h3>
        <ul className="space-y-2" aria-live="polite">
          {check.issues.map((issue) => {
            const look = LOOK[issue.severity];
            const Icon = look.icon;
            return (
              <li
                key={`${issue.rule}-${issue.message}`}
                className={`alert alert-soft ${look.className} items-start text-sm`}
              >
                <Icon className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
                <p>
                  <span className="font-semibold">{look.word}:</span> {issue.message}
                </p>
              </li>
            );
          })}
        </ul>
      </section>
      <div className="flex flex-wrap gap-2 print:hidden">
        <AddBuildToCart lines={lines} />
        {saveButton}
        <button type="button" className="btn btn-sm btn-outline" onClick={copyLink}>
          Copy link
        </button>
        <button type="button" className="btn btn-sm btn-outline" onClick={() => window.print()}>
          Print
        </button>
        <StartOverButton parts={lines.length} onStartOver={onStartOver} />
      </div>
    </div>
  );
}

export function missingSlots(check: BuildCheck, filled: (slot: string) => boolean): string[] {
  if (check.complete) return [];
  return BUILDER_SLOTS.filter((info) => info.required && !filled(info.slot)).map(
    (info) => info.label,
  );
}
