import { searchOfSelection, selectionFromSearch, type BuildSelection } from './build-selection.ts';

// The last build is also kept in the browser, so /pc-builder without a link brings it back.
const KEY = 'circuit-haat.build';

export function rememberBuild(selection: BuildSelection): void {
  try {
    localStorage.setItem(KEY, searchOfSelection(selection).toString());
  } catch {
    // Storage full or blocked (private mode): the link still holds the build.
  }
}

export function rememberedBuild(): BuildSelection | undefined {
  try {
    const saved = localStorage.getItem(KEY);
    return saved ? selectionFromSearch(new URLSearchParams(saved)) : undefined;
  } catch {
    return undefined;
  }
}
