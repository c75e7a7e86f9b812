import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { DemoDataRemoval } from '../../../../shared/schemas/demo-data.ts';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { errorMessage } from '../../../lib/server-errors.ts';
import { toast } from '../../../lib/toast.ts';
import { overviewQuery } from '../../dashboard/api/overview-api.ts';
import { useRemoveDemoData } from './settings-api.ts';

/** What the removal did, in a sentence per kind of thing. */
export function describeRemoval({ removed, kept }: DemoDataRemoval): string {
  const parts = [
    `Removed ${removed.products} demo products, ${removed.reviews} demo reviews and ${removed.pictures} demo pictures.`,
  ];
  if (removed.pickupPoints > 0) {
    parts.push('The demo pickup point is no longer offered at checkout.');
  }
  if (removed.figures) parts.push('The home page hides its figures until you set your own.');
  if (removed.shopTexts > 0) {
    parts.push(
      'The demo carousel, owner profile, address, email and social links are gone; the pages hide them until you set your own in Settings.',
    );
  }
  if (kept.productsWithOrders > 0) {
    parts.push(
      `Kept ${kept.productsWithOrders} hidden from the shop because orders refer to them.`,
    );
  }
  if (kept.productsWithReviews > 0) {
    parts.push(`Kept ${kept.productsWithReviews} hidden because customers reviewed them.`);
  }
  if (kept.picturesInUse > 0) {
    parts.push(`Kept ${kept.picturesInUse} pictures still shown by orders or settings.`);
  }
  return parts.join(' ');
}

/** The owner's way from the demo shop to their own: remove the demo catalogue (owner). */
export function DemoDataSection() {
  const overview = useQuery(overviewQuery());
  const remove = useRemoveDemoData();
  const [asking, setAsking] = useState(false);
  const [result, setResult] = useState<string>();
  const demoProducts = overview.data?.demoProducts ?? 0;

  const confirm = () =>
    remove.mutate(undefined, {
      onSuccess: (answer) => {
        setAsking(false);
        setResult(describeRemoval(answer));
        toast.success('The demo data is removed.');
      },
      onError: (failure) => {
        setAsking(false);
        toast.error(errorMessage(failure));
      },
    });

  return (
    <section
      aria-labelledby="demo-data-heading"
      className="space-y-3 rounded-box border border-base-300 bg-base-100 p-4 sm:p-6"
    >
      <h2 id="demo-data-heading" className="text-lg font-semibold">
        Demo data
      </h2>
      <p className="text-sm">
        {demoProducts > 0
          ? `The shop still shows ${demoProducts} demo products with their reviews and pictures.`
          : 'The shop shows no demo products.'}{' '}
        Products you added yourself are never touched.
      </p>
      {result ? (
        <p role="status" className="text-sm font-medium">
          {result}
        </p>
      ) : null}
      <button
        type="button"
        className="btn btn-outline btn-error"
        disabled={demoProducts === 0}
        onClick={() => setAsking(true)}
      >
        Remove demo data
      </button>
      {asking ? (
        <ConfirmDialog
          title="Remove the demo data?"
          confirmLabel="Remove demo data"
          busy={remove.isPending}
          onConfirm={confirm}
          onClose={() => setAsking(false)}
        >
          <p>
            The demo products, their reviews and their pictures leave the shop for good. A demo
            product that an order refers to is kept for that order, hidden from the shop.
          </p>
        </ConfirmDialog>
      ) : null}
    </section>
  );
}
