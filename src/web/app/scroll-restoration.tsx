import { useEffect, useLayoutEffect } from 'react';
import { NavigationType, useLocation, useNavigationType } from 'react-router';
import { keepsScroll } from '../lib/keep-scroll.ts';

// Back and Forward return to where the visitor was on that page; a new page starts
// at the top (or at its #anchor). Positions survive a reload of the tab.

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

export function ScrollRestoration() {
  const location = useLocation();
  const action = useNavigationType();

  useEffect(() => {
    window.history.scrollRestoration = 'manual';
    window.addEventListener('pagehide', save);
    return () => window.removeEventListener('pagehide', save);
  }, []);

  useEffect(() => {
    const remember = () => positions.set(location.key, window.scrollY);
    window.addEventListener('scroll', remember, { passive: true });
    return () => window.removeEventListener('scroll', remember);
  }, [location.key]);

  useLayoutEffect(() => {
    const saved = positions.get(location.key);
    if (action === NavigationType.Pop && saved !== undefined) {
      window.scrollTo(0, saved);
      return;
    }
    if (location.hash) {
      document.getElementById(decodeURIComponent(location.hash.slice(1)))?.scrollIntoView();
      return;
    }
    if (action !== NavigationType.Pop && !keepsScroll(location.state)) window.scrollTo(0, 0);
  }, [location.key, location.hash, location.state, action]);

  return null;
}
