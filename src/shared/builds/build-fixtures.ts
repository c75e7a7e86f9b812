import type { Category } from '../categories.ts';
import type { Build, BuildPart } from './build.ts';

// A complete, compatible AM5 build for the engine's tests; each test changes one spec.

export function part(
  id: string,
  category: Category,
  specs: Record<string, unknown>,
  price = 1000,
): BuildPart {
  return { id, name: `Test ${id}`, category, specs, price };
}

export const ryzen = part('cpu', 'cpu', {
  socket: 'AM5',
  cores: 6,
  threads: 12,
  baseGhz: 4.7,
  boostGhz: 5.3,
  tdpW: 105,
  integratedGraphics: true,
  memoryTypes: ['DDR5'],
  boxCooler: false,
});
export const b650 = part('board', 'motherboard', {
  socket: 'AM5',
  chipset: 'B650',
  formFactor: 'ATX',
  memoryType: 'DDR5',
  memorySlots: 4,
  maxMemoryGb: 128,
  m2Slots: 2,
  sataPorts: 4,
  wifi: true,
});
export const ddr5Kit = part('ram', 'memory', {
  memoryType: 'DDR5',
  modules: 2,
  moduleGb: 16,
  speedMts: 6000,
});
export const nvme = part('nvme', 'storage', {
  interface: 'nvme',
  formFactor: 'm2',
  capacityGb: 1000,
});
export const sataSsd = part('sata', 'storage', {
  interface: 'sata',
  formFactor: '2.5',
  capacityGb: 500,
});
export const rtx = part('gpu', 'gpu', {
  chip: 'RTX 4070',
  vramGb: 12,
  lengthMm: 300,
  slotWidth: 2.5,
  tdpW: 200,
  recommendedPsuW: 650,
});
export const psu750 = part('psu', 'psu', {
  wattage: 750,
  efficiency: '80+ Gold',
  formFactor: 'atx',
  modular: 'full',
});
export const tower = part('case', 'case', {
  formFactors: ['ATX', 'Micro-ATX', 'Mini-ITX'],
  maxGpuLengthMm: 300,
  maxCoolerHeightMm: 160,
  radiatorMm: [240, 280],
  psuFormFactor: 'atx',
});
export const airCooler = part('cooler', 'cooler', {
  type: 'air',
  sockets: ['AM5', 'LGA1700'],
  heightMm: 160,
  radiatorMm: 120,
  fans: 2,
  tdpRatingW: 220,
});

export const goodBuild: Build = {
  cpu: ryzen,
  motherboard: b650,
  memory: [ddr5Kit],
  storage: [nvme],
  gpu: rtx,
  psu: psu750,
  case: tower,
  cooler: airCooler,
};

/** The same part with some specs changed, or removed when given `undefined`. */
export function withSpecs(base: BuildPart, changes: Record<string, unknown>): BuildPart {
  const specs: Record<string, unknown> = { ...base.specs, ...changes };
  for (const [key, value] of Object.entries(changes)) if (value === undefined) delete specs[key];
  return { ...base, specs };
}
