import type { Slot } from '../../../shared/builds/build.ts';
import type { Product } from '../../../shared/schemas/product.ts';
import { formatSpecValue, SPEC_LABELS } from '../../../shared/specs/spec-labels.ts';

/** The two or three specs a shopper picks a part of this slot by, in the order they read. */
const KEY_SPECS: Record<Slot, readonly string[]> = {
  cpu: ['socket', 'cores', 'integratedGraphics'],
  motherboard: ['socket', 'formFactor', 'memoryType'],
  memory: ['memoryType', 'moduleGb', 'speedMts'],
  storage: ['interface', 'capacityGb'],
  gpu: ['vramGb', 'recommendedPsuW', 'lengthMm'],
  psu: ['wattage', 'efficiency', 'formFactor'],
  case: ['formFactors', 'maxGpuLengthMm'],
  cooler: ['type', 'heightMm', 'tdpRatingW'],
  monitor: ['sizeIn', 'resolution', 'refreshHz'],
};

/** "Socket: LGA1700", "Cores: 4"…: the slot's key specs the product has, as label and value. */
export function keySpecsOf(slot: Slot, product: Product): string[] {
  const labels = SPEC_LABELS[slot];
  return KEY_SPECS[slot].flatMap((key) => {
    const label = labels.find((entry) => entry.key === key);
    const value = product.specs[key];
    if (!label || value === undefined) return [];
    return [`${label.label}: ${formatSpecValue(label, value)}`];
  });
}
