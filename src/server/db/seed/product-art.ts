import sharp from 'sharp';
import type { Category } from '../../../shared/categories.ts';
import { cooler, monitor, pcCase, psu } from './product-art-hardware.ts';
import {
  darken,
  hashString,
  hslHex,
  sharedDefs,
  type ArtColours,
  type ArtSubject,
  type Drawing,
} from './product-art-kit.ts';
import { cpu, gpu, memory, motherboard, storage } from './product-art-silicon.ts';

// Product pictures made for this shop: a stylised drawing of the part, coloured by brand and
// product. They contain no text, so they render the same on machines without fonts.

export type { ArtSubject } from './product-art-kit.ts';

export const ART_SIZE = { width: 800, height: 600 } as const;

const drawings: Record<Category, Drawing> = {
  cpu,
  gpu,
  motherboard,
  memory,
  storage,
  psu,
  case: pcCase,
  cooler,
  monitor,
  // No demo product is "other"; a plain drive-shaped box is a neutral picture for one.
  other: storage,
};

/** Colours in the spirit of each brand's own; an unknown brand gets one from its name. */
const BRAND_COLOURS: Record<string, string> = {
  AMD: '#e0262d',
  Intel: '#0a6fd6',
  MSI: '#d9252a',
  GIGABYTE: '#f08a1c',
  ASUS: '#f2b705',
  Sapphire: '#2f6fe4',
  ASRock: '#19b3d6',
  Corsair: '#f5c518',
  'G.Skill': '#c81e3a',
  Kingston: '#e4002b',
  TeamGroup: '#f26b1d',
  Samsung: '#2b59d9',
  'Western Digital': '#8b5cf6',
  Crucial: '#0ea5e9',
  Seagate: '#3fb950',
  'Cooler Master': '#8b5cf6',
  DeepCool: '#06b6d4',
  'Lian Li': '#a855f7',
  NZXT: '#7c3aed',
  Montech: '#f43f5e',
  Thermalright: '#38bdf8',
  Arctic: '#0ea5e9',
  Noctua: '#b4753f',
  AOC: '#ef4444',
};

export function artColours(subject: Pick<ArtSubject, 'name' | 'brand'>): ArtColours {
  const seed = hashString(subject.name);
  const hue = seed % 360;
  const accent = BRAND_COLOURS[subject.brand] ?? hslHex(hashString(subject.brand) % 360, 0.75, 0.5);
  return {
    accent,
    accentDeep: darken(accent, 0.55),
    hue,
    vary: (salt) => hashString(`${salt}:${subject.name}`) / 0x1_0000_0000,
  };
}

export function productArtSvg(subject: ArtSubject): string {
  const colours = artColours(subject);
  const { width, height } = ART_SIZE;
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">` +
    `<defs>${sharedDefs(colours)}</defs>${drawings[subject.category](subject, colours)}</svg>`
  );
}

/** The product's picture as WebP bytes, ready for `saveWebpImage`. */
export async function renderProductArt(subject: ArtSubject): Promise<Buffer> {
  // Effort 2 encodes about twice as fast as the default for files ~4% larger: the whole
  // catalogue is drawn while the shop's first start waits.
  return sharp(Buffer.from(productArtSvg(subject)))
    .webp({ quality: 80, effort: 2 })
    .toBuffer();
}
