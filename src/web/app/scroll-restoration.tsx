import { useEffect, useLayoutEffect } from 'react';
import { NavigationType, useLocation, useNavigationType } from 'react-router';
import { keepsScroll } from '../lib/keep-scroll.ts';

// Back and Forward return to where the visitor was on that page; a new page starts
// at the top (or at its #anchor). Positions survive a reload of the tab.
//
// Every document's first entry has the key "default", so positions are kept by key and
// address: a page opened fresh in a tab must not take the spot of the tab's earlier page.
// And a page opened fresh (typed, a link from elsewhere) starts at the top: only a reload
// or the browser's Back and Forward bring its first entry's position back.

const STORAGE_KEY = 'scroll-positions';
const positions = new Map<string, number>(readSaved());

function readSaved(): Array<[string, number]> {
  try {
    const saved: unknown = JSON.parse(sessionStorage.getItem(STORAGE_KEY) ?? '[]');
    return Array.isArray(saved) ? (saved as Array<[string, number]>) : [];
  } catch {
    return [];
  }
}

function save() {
  try {
    sessionStorage.setItem(STORAGE_KEY, JSON.stringify([...positions].slice(-100)));
  } catch {
    // storage full or disabled: positions last for this page only
  }
}

/** Whether this document was opened fresh rather than reloaded or reached by Back/Forward. */
function documentOpenedFresh(): boolean {
  const [entry] = performance.getEntriesByType('navigation') as PerformanceNavigationTiming[];
  return entry?.type === 'navigate';
}

/** Read once: only the document's first entry is a fresh opening. */
let firstEntry = true;

export function ScrollRestoration() {
  const location = useLocation();
  const action = useNavigationType();

  useEffect(() => {
    window.history.scrollRestoration = 'manual';
    window.addEventListener('pagehide', save);
    return () => window.removeEventListener('pagehide', save);
  }, []);

  const entry = `${location.key} ${location.pathname}${location.search}`;
  useEffect(() => {
    const remember = () => positions.set(entry, window.scrollY);
    window.addEventListener('scroll', remember, { passive: true });
    return () => window.removeEventListener('scroll', remember);
  }, [entry]);

  useLayoutEffect(() => {
    const fresh = firstEntry && documentOpenedFresh();
    firstEntry = false;
    const saved = fresh ? undefined : positions.get(entry);
    if (action === NavigationType.Pop && saved !== undefined) {
      window.scrollTo(0, saved);
      return;
    }
    if (location.hash) {
      document.getElementById(decodeURIComponent(location.hash.slice(1)))?.scrollIntoView();
      return;
    }
    if ((fresh || action !== NavigationType.Pop) && !keepsScroll(location.state)) {
      window.scrollTo(0, 0);
    }
  }, [entry, location.hash, location.state, action]);

  return null;
}
