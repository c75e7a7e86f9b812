import { z } from 'zod';
import type { Category } from '../categories.ts';

/**
 * The structured specs of each category of part, the fields the PC Builder's compatibility rules
 * and the spec filters read. Units are in the names. Every field is optional on a product (a part
 * with a missing spec is sellable; the builder says what it could not check), but a field that is
 * present must be valid.
 */

const text = (label: string) =>
  z
    .string({ message: `${label} must be text` })
    .trim()
    .min(1, `${label} must not be empty`)
    .max(40, `${label} must be at most 40 characters`);
const whole = (label: string, min: number, max: number) =>
  z
    .number({ message: `${label} must be a number` })
    .int(`${label} must be a whole number`)
    .min(min, `${label} must be at least ${min}`)
    .max(max, `${label} must be at most ${max}`);
const decimal = (label: string, min: number, max: number) =>
  z
    .number({ message: `${label} must be a number` })
    .min(min, `${label} must be at least ${min}`)
    .max(max, `${label} must be at most ${max}`);
const yesNo = (label: string) => z.boolean({ message: `${label} must be true or false` });
const oneOf = <const T extends readonly [string, ...string[]]>(label: string, values: T) =>
  z.enum(values, { message: `${label} must be one of: ${values.join(', ')}` });
const listOf = <T extends z.ZodTypeAny>(label: string, item: T) =>
  z
    .array(item, { message: `${label} must be a list` })
    .min(1, `${label} must not be empty`)
    .max(12);

export const MEMORY_TYPES = ['DDR4', 'DDR5'] as const;
export const BOARD_FORM_FACTORS = ['E-ATX', 'ATX', 'Micro-ATX', 'Mini-ITX'] as const;
export const PSU_FORM_FACTORS = ['atx', 'sfx'] as const;
export const RADIATOR_SIZES = [120, 140, 240, 280, 360, 420] as const;
const radiator = (label: string) =>
  whole(label, 120, 420).refine((mm) => (RADIATOR_SIZES as readonly number[]).includes(mm), {
    message: `${label} must be one of: ${RADIATOR_SIZES.join(', ')}`,
  });

export const processorSpecsSchema = z.object({
  socket: text('Socket'),
  cores: whole('Cores', 1, 256),
  threads: whole('Threads', 1, 512),
  baseGhz: decimal('Base clock (GHz)', 0.5, 10),
  boostGhz: decimal('Boost clock (GHz)', 0.5, 10),
  tdpW: whole('TDP (W)', 1, 1000),
  integratedGraphics: yesNo('Integrated graphics'),
  memoryTypes: listOf('Memory types', oneOf('Memory type', MEMORY_TYPES)),
  boxCooler: yesNo('Box cooler'),
});

export const motherboardSpecsSchema = z.object({
  socket: text('Socket'),
  chipset: text('Chipset'),
  formFactor: oneOf('Form factor', BOARD_FORM_FACTORS),
  memoryType: oneOf('Memory type', MEMORY_TYPES),
  memorySlots: whole('Memory slots', 1, 16),
  maxMemoryGb: whole('Maximum memory (GB)', 1, 4096),
  m2Slots: whole('M.2 slots', 0, 12),
  sataPorts: whole('SATA ports', 0, 16),
  wifi: yesNo('Wi-Fi'),
});

export const memorySpecsSchema = z.object({
  memoryType: oneOf('Memory type', MEMORY_TYPES),
  modules: whole('Modules', 1, 16),
  moduleGb: whole('Module size (GB)', 1, 512),
  speedMts: whole('Speed (MT/s)', 800, 20_000),
});

export const storageSpecsSchema = z.object({
  interface: oneOf('Interface', ['nvme', 'sata'] as const),
  formFactor: oneOf('Form factor', ['m2', '2.5', '3.5'] as const),
  capacityGb: whole('Capacity (GB)', 1, 100_000),
});

export const graphicsCardSpecsSchema = z.object({
  chip: text('Chip'),
  vramGb: whole('Video memory (GB)', 1, 256),
  lengthMm: whole('Length (mm)', 50, 500),
  slotWidth: decimal('Slot width', 1, 5),
  tdpW: whole('TDP (W)', 1, 1500),
  recommendedPsuW: whole('Recommended power supply (W)', 100, 3000),
});

export const powerSupplySpecsSchema = z.object({
  wattage: whole('Wattage (W)', 100, 3000),
  efficiency: text('Efficiency'),
  formFactor: oneOf('Form factor', PSU_FORM_FACTORS),
  modular: oneOf('Modular', ['full', 'semi', 'none'] as const),
});

export const caseSpecsSchema = z.object({
  formFactors: listOf('Board form factors', oneOf('Board form factor', BOARD_FORM_FACTORS)),
  maxGpuLengthMm: whole('Longest graphics card (mm)', 50, 600),
  maxCoolerHeightMm: whole('Tallest CPU cooler (mm)', 20, 250),
  radiatorMm: z.array(radiator('Radiator size (mm)')).max(12),
  psuFormFactor: oneOf('Power supply form factor', PSU_FORM_FACTORS),
});

export const coolerSpecsSchema = z.object({
  type: oneOf('Type', ['air', 'liquid'] as const),
  sockets: listOf('Sockets', text('Socket')),
  heightMm: whole('Height (mm)', 10, 250),
  radiatorMm: radiator('Radiator size (mm)'),
  fans: whole('Fans', 0, 6),
  tdpRatingW: whole('TDP rating (W)', 1, 1000),
});

export const monitorSpecsSchema = z.object({
  sizeIn: decimal('Size (inches)', 10, 100),
  resolution: text('Resolution'),
  refreshHz: whole('Refresh rate (Hz)', 24, 1000),
  panel: text('Panel'),
});

/** Each category's full schema; a product stores a partial one (see `productSpecsSchemaFor`). */
export const PART_SPECS = {
  cpu: processorSpecsSchema,
  motherboard: motherboardSpecsSchema,
  memory: memorySpecsSchema,
  storage: storageSpecsSchema,
  gpu: graphicsCardSpecsSchema,
  psu: powerSupplySpecsSchema,
  case: caseSpecsSchema,
  cooler: coolerSpecsSchema,
  monitor: monitorSpecsSchema,
} as const satisfies Partial<Record<Category, z.ZodObject>>;

export type SpecCategory = keyof typeof PART_SPECS;
export type PartSpecs<C extends SpecCategory> = z.infer<(typeof PART_SPECS)[C]>;
export type ProcessorSpecs = PartSpecs<'cpu'>;
export type MotherboardSpecs = PartSpecs<'motherboard'>;
export type MemorySpecs = PartSpecs<'memory'>;
export type StorageSpecs = PartSpecs<'storage'>;
export type GraphicsCardSpecs = PartSpecs<'gpu'>;
export type PowerSupplySpecs = PartSpecs<'psu'>;
export type CaseSpecs = PartSpecs<'case'>;
export type CoolerSpecs = PartSpecs<'cooler'>;
export type MonitorSpecs = PartSpecs<'monitor'>;

export function hasPartSpecs(category: Category): category is SpecCategory {
  return category in PART_SPECS;
}

/**
 * What a product of this category may store: any subset of its fields, each valid, and no field
 * of another category. Categories without structured specs (other) store none.
 */
export function productSpecsSchemaFor(category: Category) {
  return hasPartSpecs(category) ? PART_SPECS[category].partial().strict() : z.object({}).strict();
}
