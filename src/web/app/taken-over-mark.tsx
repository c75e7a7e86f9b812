import { useEffect } from 'react';

/** The attribute on `<html>` that says the page's controls answer: React has taken it over. */
export const TAKEN_OVER_ATTRIBUTE = 'data-hydrated';

/**
 * Rendered inside the pages' Suspense boundary, so its effect runs only once that whole
 * boundary (the layout and the page's own code) has hydrated or rendered. Before then a
 * server-rendered button is drawn but does nothing when pressed; anything that drives the
 * page (the browser tests) waits for this mark rather than for a guessed moment.
 */
export function TakenOverMark() {
  useEffect(() => {
    document.documentElement.setAttribute(TAKEN_OVER_ATTRIBUTE, '');
  }, []);
  return null;
}
