import { useCallback, useEffect, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import {
  searchOfSelection,
  selectedIds,
  selectionFromSearch,
  type BuildSelection,
} from './build-selection.ts';
import { rememberBuild, rememberedBuild } from './build-storage.ts';
import { SAVED_BUILD_PARAM } from './use-saved-build-id.ts';

/**
 * The build lives in the address (a link shares it) and in the browser's storage (a visit to
 * the builder without a link brings the last build back).
 */
export function useBuildSelection(): [BuildSelection, (next: BuildSelection) => void] {
  const [search, setSearch] = useSearchParams();
  const selection = useMemo(() => selectionFromSearch(search), [search]);
  const empty = selectedIds(selection).length === 0;

  useEffect(() => {
    if (!empty) return;
    const saved = rememberedBuild();
    if (saved && selectedIds(saved).length > 0) {
      setSearch(searchOfSelection(saved), { replace: true });
    }
    // Only on arrival: a build emptied on purpose stays empty.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const change = useCallback(
    (next: BuildSelection) => {
      rememberBuild(next);
      // A change keeps the saved build it started from, so Save can still update that build.
      setSearch(
        (current) => {
          const search = searchOfSelection(next);
          const saved = current.get(SAVED_BUILD_PARAM);
          if (saved) search.set(SAVED_BUILD_PARAM, saved);
          return search;
        },
        { replace: true },
      );
    },
    [setSearch],
  );
  return [selection, change];
}
