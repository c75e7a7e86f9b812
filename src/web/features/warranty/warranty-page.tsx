import { useState } from 'react';
import { paths } from '../../../shared/paths.ts';
import { CentredCard } from '../../components/centred-card.tsx';
import { PageHead } from '../../components/page-head.tsx';
import { usePageTitle } from '../../lib/use-page-title.ts';
import { WarrantyOrderLookup } from './warranty-order-lookup.tsx';
import { WarrantySerialLookup } from './warranty-serial-lookup.tsx';

type Mode = 'serial' | 'order';

const MODES: { mode: Mode; label: string }[] = [
  { mode: 'serial', label: 'By serial number' },
  { mode: 'order', label: 'By order' },
];

/**
 * /warranty: anyone checks a unit's warranty by its serial, or every unit of an order by its
 * number and phone (docs/product.md#warranty-desk): the product, the day sold, the warranty's
 * kind and end, and any open claim. No sign-in, no personal data shown.
 */
export function WarrantyPage() {
  usePageTitle('Warranty check');
  const [mode, setMode] = useState<Mode>('serial');
  return (
    <>
      <PageHead
        title="Warranty check"
        description="Type the serial number of a part bought here, or your order number and phone, to see its warranty, when it ends and where a claim stands."
        path={paths.warranty}
      />
      <CentredCard title="Warranty check">
        <p className="text-sm">
          See the warranty of a part you bought here: the day it was sold, its warranty and when it
          ends, and any claim open on it.
        </p>
        <div role="group" aria-label="Check by" className="join w-full">
          {MODES.map((each) => (
            <button
              key={each.mode}
              type="button"
              aria-pressed={mode === each.mode}
              className={`btn join-item flex-1 ${mode === each.mode ? 'btn-primary' : 'btn-outline'}`}
              onClick={() => setMode(each.mode)}
            >
              {each.label}
            </button>
          ))}
        </div>
        {mode === 'serial' ? <WarrantySerialLookup /> : <WarrantyOrderLookup />}
      </CentredCard>
    </>
  );
}
