import { describe, expect, test } from 'vitest';
import type { SavedBuild } from '../../../shared/schemas/saved-build.ts';
import { partsOfSelection } from './api/saved-builds-api.ts';
import { emptySelection, selectionFromSearch } from './build-selection.ts';
import { builderLinkOf } from './components/saved-build-card.tsx';
import { SAVED_BUILD_PARAM } from './use-saved-build-id.ts';

// A saved build goes to the builder as a link and comes back as the parts it was saved with.

const id = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
const saved = (parts: SavedBuild['parts']): SavedBuild => ({
  ...{ _id: id(99), name: 'Eid PC', parts, partCount: 0, total: 0, complete: false },
  ...{ errors: 0, warnings: 0, notes: 0, unavailable: [], createdAt: '', updatedAt: '' },
});

describe('a saved build and the builder link', () => {
  test('Open links to the builder with every part and the saved build', () => {
    const parts = { cpu: id(1), memory: [id(2), id(2)], storage: [id(3)], case: id(4) };
    const link = new URL(builderLinkOf(saved(parts)), 'https://shop.example');
    expect(link.pathname).toBe('/pc-builder');
    expect(link.searchParams.get(SAVED_BUILD_PARAM)).toBe(id(99));
    expect(link.searchParams.get('memory')).toBe(`${id(2)},${id(2)}`);
    expect(partsOfSelection(selectionFromSearch(link.searchParams))).toEqual(parts);
  });

  test('an empty selection is saved as no parts at all', () => {
    expect(partsOfSelection(emptySelection())).toEqual({});
    const link = new URL(builderLinkOf(saved({})), 'https://shop.example');
    expect([...link.searchParams.keys()]).toEqual([SAVED_BUILD_PARAM]);
  });
});
