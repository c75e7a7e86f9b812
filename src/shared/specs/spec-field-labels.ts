import type { Category } from '../categories.ts';
import type { PART_SPECS, SpecCategory } from './part-specs.ts';

// The label each spec field has on a product page, the filters and the forms, on its own:
// the product page shows the labels without loading the zod schemas that spec-fields.ts
// reads the fields' kinds from (the types here come from those schemas, so a field added
// there needs its label here).

export type SpecFieldLabels = {
  [C in SpecCategory]: { [K in keyof (typeof PART_SPECS)[C]['shape']]: string };
};

export const SPEC_FIELD_LABELS: SpecFieldLabels = {
  cpu: {
    socket: 'Socket',
    cores: 'Cores',
    threads: 'Threads',
    baseGhz: 'Base clock (GHz)',
    boostGhz: 'Boost clock (GHz)',
    tdpW: 'TDP (W)',
    integratedGraphics: 'Integrated graphics',
    memoryTypes: 'Memory types',
    boxCooler: 'Cooler in the box',
  },
  motherboard: {
    socket: 'Socket',
    chipset: 'Chipset',
    formFactor: 'Form factor',
    memoryType: 'Memory type',
    memorySlots: 'Memory slots',
    maxMemoryGb: 'Maximum memory (GB)',
    m2Slots: 'M.2 slots',
    sataPorts: 'SATA ports',
    wifi: 'Wi-Fi',
  },
  memory: {
    memoryType: 'Memory type',
    modules: 'Modules',
    moduleGb: 'Module size (GB)',
    speedMts: 'Speed (MT/s)',
  },
  storage: { interface: 'Interface', formFactor: 'Form factor', capacityGb: 'Capacity (GB)' },
  gpu: {
    chip: 'Chip',
    vramGb: 'Video memory (GB)',
    lengthMm: 'Length (mm)',
    slotWidth: 'Slot width',
    tdpW: 'TDP (W)',
    recommendedPsuW: 'Recommended power supply (W)',
  },
  psu: {
    wattage: 'Wattage (W)',
    efficiency: 'Efficiency',
    formFactor: 'Form factor',
    modular: 'Modular',
  },
  case: {
    formFactors: 'Board form factors',
    maxGpuLengthMm: 'Longest graphics card (mm)',
    maxCoolerHeightMm: 'Tallest CPU cooler (mm)',
    radiatorMm: 'Radiator sizes (mm)',
    psuFormFactor: 'Power supply form factor',
  },
  cooler: {
    type: 'Type',
    sockets: 'Sockets',
    heightMm: 'Height (mm)',
    radiatorMm: 'Radiator size (mm)',
    fans: 'Fans',
    tdpRatingW: 'TDP rating (W)',
  },
  monitor: {
    sizeIn: 'Size (inches)',
    resolution: 'Resolution',
    refreshHz: 'Refresh rate (Hz)',
    panel: 'Panel',
  },
};

/** A spec field's label, or undefined for a key the category's schema does not have. */
export function specFieldLabel(category: Category, key: string): string | undefined {
  const labels = SPEC_FIELD_LABELS[category as SpecCategory] as Record<string, string> | undefined;
  return labels && Object.hasOwn(labels, key) ? labels[key] : undefined;
}
