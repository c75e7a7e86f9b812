import type { WarrantyUnit } from '../../../shared/schemas/warranty-desk.ts';
import { formatWarranty } from '../../../shared/warranty.ts';
import type { WarrantyState } from '../../../shared/warranty-desk.ts';
import { Thumbnail } from '../../components/thumbnail.tsx';
import { formatDate } from '../../lib/format-date.ts';
import { ClaimStateBadge } from '../../components/claim-steps.tsx';

const STATE_LOOKS: Record<WarrantyState, { label: string; badge: string }> = {
  'in-warranty': { label: 'In warranty', badge: 'badge-success' },
  expired: { label: 'Warranty ended', badge: 'badge-neutral' },
  'claim-open': { label: 'Claim open', badge: 'badge-warning' },
  'not-yet-delivered': { label: 'On its way', badge: 'badge-info' },
};

/** One sold unit's warranty as anyone may see it: no customer, phone or address. */
export function WarrantyUnitCard({ unit }: { unit: WarrantyUnit }) {
  const look = STATE_LOOKS[unit.state];
  return (
    <article
      aria-label={`Serial ${unit.serial}`}
      className="space-y-3 rounded-box border border-base-300 p-4"
      data-testid="warranty-unit"
    >
      <div className="flex items-start gap-3">
        <Thumbnail src={unit.product.image} />
        <div className="min-w-0 flex-1">
          <h2 className="font-semibold leading-snug">{unit.product.name}</h2>
          <p className="font-mono text-sm break-all">{unit.serial}</p>
          <span className={`badge mt-1 whitespace-nowrap ${look.badge}`}>{look.label}</span>
        </div>
      </div>
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
        <dt className="opacity-80">Brand</dt>
        <dd>{unit.product.brand}</dd>
        <dt className="opacity-80">Sold</dt>
        <dd>{formatDate(unit.soldOn)}</dd>
        <dt className="opacity-80">Warranty</dt>
        <dd>{formatWarranty({ months: unit.warrantyMonths, kind: unit.warrantyKind })}</dd>
        <dt className="opacity-80">Until</dt>
        <dd>
          {unit.warrantyUntil
            ? formatDate(unit.warrantyUntil)
            : 'Counted from delivery, once the unit reaches you'}
        </dd>
        {unit.replaces ? (
          <>
            <dt className="opacity-80">Replaces</dt>
            <dd className="font-mono break-all">{unit.replaces}</dd>
          </>
        ) : null}
      </dl>
      {unit.openClaim ? (
        <p className="text-sm leading-loose">
          Claim <span className="font-mono">{unit.openClaim.claimNumber}</span>, opened{' '}
          {formatDate(unit.openClaim.openedOn)}, now{' '}
          <ClaimStateBadge state={unit.openClaim.state} />
        </p>
      ) : null}
    </article>
  );
}
