import type { SpecCategory } from './part-specs.ts';
import { specValueName } from './spec-value-names.ts';

/**
 * How each spec field reads to a customer: its label and, where it has one, its unit. The
 * compare table shows every row in this order; the builder's messages use the labels.
 */
export interface SpecLabel {
  readonly key: string;
  readonly label: string;
  readonly unit?: string;
}

const row = (key: string, label: string, unit?: string): SpecLabel =>
  unit === undefined ? { key, label } : { key, label, unit };

export const SPEC_LABELS: Record<SpecCategory, readonly SpecLabel[]> = {
  cpu: [
    row('socket', 'Socket'),
    row('cores', 'Cores'),
    row('threads', 'Threads'),
    row('baseGhz', 'Base clock', 'GHz'),
    row('boostGhz', 'Boost clock', 'GHz'),
    row('tdpW', 'TDP', 'W'),
    row('integratedGraphics', 'Integrated graphics'),
    row('memoryTypes', 'Memory types'),
    row('boxCooler', 'Box cooler'),
  ],
  motherboard: [
    row('socket', 'Socket'),
    row('chipset', 'Chipset'),
    row('formFactor', 'Form factor'),
    row('memoryType', 'Memory type'),
    row('memorySlots', 'Memory slots'),
    row('maxMemoryGb', 'Maximum memory', 'GB'),
    row('m2Slots', 'M.2 slots'),
    row('sataPorts', 'SATA ports'),
    row('wifi', 'Wi-Fi'),
  ],
  memory: [
    row('memoryType', 'Memory type'),
    row('modules', 'Modules'),
    row('moduleGb', 'Module size', 'GB'),
    row('speedMts', 'Speed', 'MT/s'),
  ],
  storage: [
    row('interface', 'Interface'),
    row('formFactor', 'Form factor'),
    row('capacityGb', 'Capacity', 'GB'),
  ],
  gpu: [
    row('chip', 'Chip'),
    row('vramGb', 'Video memory', 'GB'),
    row('lengthMm', 'Length', 'mm'),
    row('slotWidth', 'Slot width'),
    row('tdpW', 'TDP', 'W'),
    row('recommendedPsuW', 'Recommended power supply', 'W'),
  ],
  psu: [
    row('wattage', 'Wattage', 'W'),
    row('efficiency', 'Efficiency'),
    row('formFactor', 'Form factor'),
    row('modular', 'Modular'),
  ],
  case: [
    row('formFactors', 'Board form factors'),
    row('maxGpuLengthMm', 'Longest graphics card', 'mm'),
    row('maxCoolerHeightMm', 'Tallest CPU cooler', 'mm'),
    row('radiatorMm', 'Radiator sizes', 'mm'),
    row('psuFormFactor', 'Power supply form factor'),
  ],
  cooler: [
    row('type', 'Type'),
    row('sockets', 'Sockets'),
    row('heightMm', 'Height', 'mm'),
    row('radiatorMm', 'Radiator size', 'mm'),
    row('fans', 'Fans'),
    row('tdpRatingW', 'TDP rating', 'W'),
  ],
  monitor: [
    row('sizeIn', 'Size', 'in'),
    row('resolution', 'Resolution'),
    row('refreshHz', 'Refresh rate', 'Hz'),
    row('panel', 'Panel'),
  ],
};

/** The words a spec value reads as: yes/no, lists joined, the unit after a number. */
export function formatSpecValue(label: SpecLabel, value: unknown): string {
  if (value === undefined || value === null || value === '') return '—';
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  const text = Array.isArray(value) ? value.map(plain).join(', ') : plain(value);
  return label.unit ? `${text} ${label.unit}` : text;
}

function plain(value: unknown): string {
  return typeof value === 'string' || typeof value === 'number' ? specValueName(value) : '';
}

export function specLabel(category: SpecCategory, key: string): string {
  return SPEC_LABELS[category].find((entry) => entry.key === key)?.label ?? key;
}
