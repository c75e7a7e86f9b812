import { useCallback } from 'react';
import { useSearchParams } from 'react-router';

/** The query parameter naming the saved build the builder was opened from (My Builds' Open). */
export const SAVED_BUILD_PARAM = 'saved';

/**
 * Which of the customer's saved builds is on the builder, if any: Save then offers to update
 * it. It rides in the address beside the parts, so a reload keeps it.
 */
export function useSavedBuildId(): [string | null, (id: string) => void] {
  const [search, setSearch] = useSearchParams();
  const choose = useCallback(
    (id: string) =>
      setSearch(
        (current) => {
          const next = new URLSearchParams(current);
          next.set(SAVED_BUILD_PARAM, id);
          return next;
        },
        { replace: true },
      ),
    [setSearch],
  );
  return [search.get(SAVED_BUILD_PARAM), choose];
}
