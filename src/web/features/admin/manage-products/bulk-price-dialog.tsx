import { useState } from 'react';
import type { Category } from '../../../../shared/categories.ts';
import {
  ROUND_TO,
  type BulkPriceReport,
  type BulkPriceRequest,
  type RoundTo,
} from '../../../../shared/schemas/bulk-price.ts';
import { Dialog } from '../../../components/dialog.tsx';
import { Price } from '../../../components/price.tsx';
import { errorMessage } from '../../../lib/server-errors.ts';
import { toast } from '../../../lib/toast.ts';
import { useBulkPrice } from '../api/catalogue-admin-api.ts';

interface BulkPriceDialogProps {
  /** Manage Products' search and category: the change starts from the products on screen. */
  filter: { q: string; category: Category | '' };
  onClose: () => void;
}

/**
 * Changes the prices of every product the search, category and brand pick, by a percent or by
 * Taka, rounded: the preview lists each new price (and each product the change cannot price)
 * before anything changes; applying sends the same request once more, not a dry run.
 */
export function BulkPriceDialog({ filter, onClose }: BulkPriceDialogProps) {
  const [brand, setBrand] = useState('');
  const [kind, setKind] = useState<'percent' | 'amount'>('percent');
  const [value, setValue] = useState('');
  const [roundTo, setRoundTo] = useState<RoundTo>(10);
  const [preview, setPreview] = useState<BulkPriceReport | null>(null);
  const bulk = useBulkPrice();

  const request = (dryRun: boolean): BulkPriceRequest => ({
    filter: {
      ...(filter.q && { q: filter.q }),
      ...(filter.category && { category: filter.category }),
      ...(brand.trim() && { brand: brand.trim() }),
    },
    change: kind === 'percent' ? { percent: Number(value) } : { amount: Number(value) },
    roundTo,
    dryRun,
  });
  const edited = () => setPreview(null);
  const run = (dryRun: boolean) =>
    bulk.mutate(request(dryRun), {
      onSuccess: (report) => {
        if (!report.applied) return setPreview(report);
        toast.success(`${report.count} prices changed.`);
        onClose();
      },
      onError: (failure) => toast.error(errorMessage(failure)),
    });

  const chosen = [
    filter.q && `matching “${filter.q}”`,
    filter.category && `in ${filter.category}`,
  ].filter(Boolean);
  return (
    <Dialog title="Change prices" onClose={onClose} busy={bulk.isPending} wide>
      <p className="mb-3 text-sm">
        Products {chosen.length ? chosen.join(' ') : 'in the whole catalogue'}
        {brand.trim() ? ` of ${brand.trim()}` : ''}.
      </p>
      <form
        aria-label="Change prices"
        className="flex flex-wrap items-end gap-3"
        onSubmit={(event) => {
          event.preventDefault();
          run(true);
        }}
      >
        <label className="flex flex-col gap-1 text-sm">
          Brand (optional)
          <input
            className="input input-bordered input-sm w-40"
            value={brand}
            onChange={(event) => (setBrand(event.target.value), edited())}
          />
        </label>
        <label className="flex flex-col gap-1 text-sm">
          Change by
          <select
            className="select select-bordered select-sm"
            value={kind}
            onChange={(event) => (setKind(event.target.value as 'percent' | 'amount'), edited())}
          >
            <option value="percent">Percent</option>
            <option value="amount">Taka</option>
          </select>
        </label>
        <label className="flex flex-col gap-1 text-sm">
          {kind === 'percent' ? 'Percent (negative lowers)' : 'Taka (negative lowers)'}
          <input
            className="input input-bordered input-sm w-32"
            type="number"
            inputMode="decimal"
            step={kind === 'percent' ? 0.01 : 1}
            required
            value={value}
            onChange={(event) => (setValue(event.target.value), edited())}
          />
        </label>
        <label className="flex flex-col gap-1 text-sm">
          Round to the nearest
          <select
            className="select select-bordered select-sm"
            value={roundTo}
            onChange={(event) => (setRoundTo(Number(event.target.value) as RoundTo), edited())}
          >
            {ROUND_TO.map((step) => (
              <option key={step} value={step}>
                Tk {step}
              </option>
            ))}
          </select>
        </label>
        <button type="submit" className="btn btn-outline btn-sm" disabled={bulk.isPending}>
          Preview
        </button>
      </form>
      {preview ? <PricePreview report={preview} /> : null}
      <div className="mt-4 flex justify-end gap-2">
        <button type="button" className="btn btn-ghost btn-sm" onClick={onClose}>
          Cancel
        </button>
        <button
          type="button"
          className="btn btn-primary btn-sm"
          disabled={
            !preview || preview.count === 0 || preview.refusals.length > 0 || bulk.isPending
          }
          onClick={() => run(false)}
        >
          {preview ? `Apply ${preview.count} changes` : 'Apply'}
        </button>
      </div>
    </Dialog>
  );
}

function PricePreview({ report }: { report: BulkPriceReport }) {
  return (
    <div className="mt-4 space-y-2" data-testid="bulk-price-preview">
      <p aria-live="polite" className="text-sm font-medium">
        {report.count} {report.count === 1 ? 'price changes' : 'prices change'}
        {report.unchanged ? `, ${report.unchanged} stay as they are` : ''}
        {report.refusals.length
          ? `; ${report.refusals.length} cannot be priced this way, so nothing can be applied`
          : ''}
        .
      </p>
      <div className="max-h-72 overflow-auto">
        <table className="table table-sm">
          <thead>
            <tr>
              <th>Product</th>
              <th>SKU</th>
              <th className="text-right">Now</th>
              <th className="text-right">New</th>
            </tr>
          </thead>
          <tbody>
            {report.refusals.map((row) => (
              <tr key={row.productId} className="text-error">
                <td>
                  {row.name}
                  <span className="block text-xs">{row.message}</span>
                </td>
                <td className="font-mono text-xs">{row.sku}</td>
                <td className="text-right">
                  <Price amount={row.from} />
                </td>
                <td className="text-right">Tk {row.to}</td>
              </tr>
            ))}
            {report.changes.map((row) => (
              <tr key={row.productId}>
                <td>{row.name}</td>
                <td className="font-mono text-xs">{row.sku}</td>
                <td className="text-right">
                  <Price amount={row.from} />
                </td>
                <td className="text-right font-semibold">
                  <Price amount={row.to} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </div>
  );
}
