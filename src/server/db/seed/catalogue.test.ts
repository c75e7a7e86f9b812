import sharp from 'sharp';
import { describe, expect, test } from 'vitest';
import { CATEGORIES } from '../../../shared/categories.ts';

// "other" holds admin-added products that fit no part category; the demo has none.
const PART_CATEGORIES = CATEGORIES.filter((c) => c !== 'other');
import {
  FEATURED_RANGE,
  LOW_STOCK_THRESHOLD,
  RATING_MAX,
  RATING_MIN,
} from '../../../shared/constants.ts';
import { CATALOGUE, type CatalogueProduct } from './catalogue.ts';
import { ART_SIZE, productArtSvg, renderProductArt } from './product-art.ts';
import { DEMO_REVIEWS } from './reviews.ts';

const inCategory = (category: string) => CATALOGUE.filter((p) => p.category === category);

describe('the demo catalogue', () => {
  test('holds at least 80 products with at least 3 in every category', () => {
    expect(CATALOGUE.length).toBeGreaterThanOrEqual(80);
    for (const category of PART_CATEGORIES) {
      expect(inCategory(category).length, category).toBeGreaterThanOrEqual(3);
    }
  });

  test('names are unique', () => {
    expect(new Set(CATALOGUE.map((p) => p.name)).size).toBe(CATALOGUE.length);
  });

  test('prices are positive whole Taka and stock is a whole number of units', () => {
    for (const p of CATALOGUE) {
      expect(Number.isInteger(p.priceTk) && p.priceTk > 0, p.name).toBe(true);
      expect(Number.isInteger(p.stock) && p.stock >= 0, p.name).toBe(true);
    }
  });

  test('every product has a brand, an origin and two or three sentences of details', () => {
    for (const p of CATALOGUE) {
      expect(p.brand.trim(), p.name).not.toBe('');
      expect(p.origin.trim(), p.name).not.toBe('');
      const sentences = p.details.split(/(?<=[.!?])\s+/).length;
      expect(sentences, p.name).toBeGreaterThanOrEqual(2);
      expect(sentences, p.name).toBeLessThanOrEqual(3);
    }
  });

  test('shows out-of-stock and low-stock products as well as plenty in stock', () => {
    const out = CATALOGUE.filter((p) => p.stock === 0);
    const low = CATALOGUE.filter((p) => p.stock > 0 && p.stock < LOW_STOCK_THRESHOLD);
    const plenty = CATALOGUE.filter((p) => p.stock >= 5 && p.stock <= 40);
    expect(out.length).toBeGreaterThanOrEqual(1);
    expect(low.length).toBeGreaterThanOrEqual(2);
    expect(plenty.length).toBeGreaterThanOrEqual(5);
  });

  test('the featured products on the home page are in stock and of different kinds', () => {
    const featured = CATALOGUE.slice(FEATURED_RANGE.start, FEATURED_RANGE.end);
    expect(featured).toHaveLength(3);
    for (const p of featured) expect(p.stock, p.name).toBeGreaterThan(0);
    expect(new Set(featured.map((p) => p.category)).size).toBe(3);
  });

  test('every processor has a motherboard and memory in the catalogue that fit it', () => {
    const boards = inCategory('motherboard');
    const kits = inCategory('memory');
    for (const chip of inCategory('cpu')) {
      const fitting = boards.filter((b) => b.specs.socket === chip.specs.socket);
      expect(fitting.length, chip.name).toBeGreaterThan(0);
      const chipTypes = chip.specs.memoryTypes as string[];
      const boardTypes = new Set(fitting.map((b) => b.specs.memoryType));
      const usable = chipTypes.filter((type) => boardTypes.has(type));
      expect(
        kits.some((k) => usable.includes(k.specs.memoryType as string)),
        chip.name,
      ).toBe(true);
    }
  });
});

describe('the demo reviews', () => {
  const names = new Set(CATALOGUE.map((p) => p.name));

  test('there are 10 to 15, each about a product in the catalogue', () => {
    expect(DEMO_REVIEWS.length).toBeGreaterThanOrEqual(10);
    expect(DEMO_REVIEWS.length).toBeLessThanOrEqual(15);
    for (const r of DEMO_REVIEWS) expect(names.has(r.productName), r.productName).toBe(true);
  });

  test('ratings are whole numbers from 1 to 5', () => {
    for (const r of DEMO_REVIEWS) {
      expect(Number.isInteger(r.rating), r.userName).toBe(true);
      expect(r.rating).toBeGreaterThanOrEqual(RATING_MIN);
      expect(r.rating).toBeLessThanOrEqual(RATING_MAX);
    }
  });

  test('reviewers have plausible emails, Bangladeshi mobile numbers and valid dates', () => {
    for (const r of DEMO_REVIEWS) {
      expect(r.email).toMatch(/^[a-z0-9._]+@[a-z0-9.-]+\.[a-z]+$/);
      expect(r.phone).toMatch(/^01[3-9]\d{8}$/);
      expect(Number.isNaN(Date.parse(r.postedAt)), r.postedAt).toBe(false);
      expect(r.comment.length).toBeGreaterThan(20);
    }
  });
});

describe('product pictures', () => {
  const onePerCategory = PART_CATEGORIES.map((c) => CATALOGUE.find((p) => p.category === c)).filter(
    (p): p is CatalogueProduct => p !== undefined,
  );

  test.each(onePerCategory.map((p) => [p.category, p] as const))(
    'a %s picture is an 800x600 WebP',
    async (_category, product) => {
      const bytes = await renderProductArt(product);
      const meta = await sharp(bytes).metadata();
      expect(meta.format).toBe('webp');
      expect(meta.width).toBe(ART_SIZE.width);
      expect(meta.height).toBe(ART_SIZE.height);
    },
  );

  test('pictures contain no text, since a machine without fonts would draw boxes', () => {
    for (const p of CATALOGUE) expect(productArtSvg(p), p.name).not.toMatch(/<text|<tspan/);
  });

  test('pictures of different products differ and are drawn the same way every time', () => {
    const svgs = CATALOGUE.map((p) => productArtSvg(p));
    expect(new Set(svgs).size).toBe(CATALOGUE.length);
    expect(CATALOGUE.map((p) => productArtSvg(p))).toEqual(svgs);
  });
});
