import type { Product } from '../../../../shared/schemas/product.ts';
import { specFieldLabel } from '../../../../shared/specs/spec-field-labels.ts';
import { specValueName } from '../../../../shared/specs/spec-value-names.ts';

// Spec keys come from the catalogue as camelCase ("memoryType", "vramGb",
// "refreshRateHz"); shoppers should read "Memory type", "VRAM (GB)" and
// "Refresh rate (Hz)". Units at the end of a key become a bracketed suffix.
const words: Record<string, string> = {
  cpu: 'CPU',
  gpu: 'GPU',
  psu: 'PSU',
  tdp: 'TDP',
  vram: 'VRAM',
  rgb: 'RGB',
  tbw: 'TBW',
  cas: 'CAS',
  wifi: 'Wi-Fi',
  m2: 'M.2',
};
const units: Record<string, string> = {
  gb: 'GB',
  mm: 'mm',
  mbps: 'MB/s',
  mts: 'MT/s',
  ghz: 'GHz',
  hz: 'Hz',
  ms: 'ms',
  watts: 'W',
  inch: 'inches',
};

function labelFor(key: string): string {
  const parts = key
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/[_-]+/g, ' ')
    .trim()
    .toLowerCase()
    .split(/\s+/);
  const last = parts.at(-1) ?? '';
  const unit = parts.length > 1 ? units[last] : undefined;
  if (unit) parts.pop();
  const sentence = parts.map((part) => words[part] ?? part).join(' ');
  const label = sentence.charAt(0).toUpperCase() + sentence.slice(1);
  return unit ? `${label} (${unit})` : label;
}

function valueFor(value: Product['specs'][string]): string {
  return Array.isArray(value) ? value.map(specValueName).join(', ') : specValueName(value);
}

export function SpecsTable({ specs, category }: Pick<Product, 'specs' | 'category'>) {
  const entries = Object.entries(specs);
  if (entries.length === 0)
    return <p className="opacity-80">No specifications listed for this product.</p>;
  return (
    <div className="overflow-x-auto rounded-box border border-base-300">
      <table className="table">
        <tbody>
          {entries.map(([key, value]) => (
            <tr key={key}>
              <th scope="row" className="w-1/3 bg-base-200/60 font-medium">
                {specFieldLabel(category, key) ?? labelFor(key)}
              </th>
              <td>{valueFor(value)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
