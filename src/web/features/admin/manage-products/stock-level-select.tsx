import { STOCK_LEVELS, type StockLevel } from '../../../../shared/schemas/product.ts';

const LABELS: Record<StockLevel, string> = {
  restock: 'Low or out of stock',
  low: 'Low stock',
  out: 'Out of stock',
};

/** The URL's stock filter, or none when it names no level. */
export function stockLevelOf(value: string | null): StockLevel | '' {
  return STOCK_LEVELS.find((level) => level === value) ?? '';
}

/** Manage Products' stock filter: every product, those to restock (low or
 * out), the low ones, or those out of stock. */
export function StockLevelSelect({
  value,
  onChange,
}: {
  value: StockLevel | '';
  onChange: (level: StockLevel | '') => void;
}) {
  return (
    <label className="form-control">
      <span className="label-text mb-1 text-sm">Stock</span>
      <select
        className="select select-bordered select-sm"
        value={value}
        onChange={(event) => onChange(stockLevelOf(event.target.value))}
      >
        <option value="">Any stock</option>
        {STOCK_LEVELS.map((level) => (
          <option key={level} value={level}>
            {LABELS[level]}
          </option>
        ))}
      </select>
    </label>
  );
}
