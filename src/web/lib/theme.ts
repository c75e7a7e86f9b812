import { useCallback, useSyncExternalStore } from 'react';

// theme-init.js (inline in <head>) sets data-theme on <html> before the first paint and
// follows the system setting while the visitor has not picked a theme. This
// hook reads that attribute and saves a pick under the same storage key.
export type Theme = 'light' | 'dark';

const STORAGE_KEY = 'theme';
const root = () => document.documentElement;

function currentTheme(): Theme {
  return root().getAttribute('data-theme') === 'dark' ? 'dark' : 'light';
}

function subscribe(onChange: () => void) {
  // Watching the attribute catches every change, whoever made it.
  const observer = new MutationObserver(onChange);
  observer.observe(root(), { attributes: true, attributeFilter: ['data-theme'] });
  return () => observer.disconnect();
}

export function useTheme() {
  const theme = useSyncExternalStore(subscribe, currentTheme, (): Theme => 'light');
  const setTheme = useCallback((next: Theme) => {
    try {
      localStorage.setItem(STORAGE_KEY, next);
    } catch {
      // Without storage the pick lasts for this page view only.
    }
    root().setAttribute('data-theme', next);
  }, []);
  return { theme, setTheme };
}
