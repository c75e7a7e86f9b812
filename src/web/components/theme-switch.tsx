import Moon from 'lucide-react/icons/moon';
import Sun from 'lucide-react/icons/sun';
import { useTheme } from '../lib/theme.ts';

/** A switch between the light and dark themes; the pick is remembered. */
export function ThemeSwitch() {
  const { theme, setTheme } = useTheme();
  const dark = theme === 'dark';
  return (
    <button
      type="button"
      role="switch"
      aria-checked={dark}
      aria-label="Dark theme"
      title={dark ? 'Switch to the light theme' : 'Switch to the dark theme'}
      className="btn btn-ghost btn-circle"
      onClick={() => setTheme(dark ? 'light' : 'dark')}
    >
      {/* Both icons are in the page and the theme attribute on <html> (set before the first
          paint) picks one, so a server-rendered page shows the right one at once. */}
      <Sun className="size-5 [[data-theme=dark]_&]:hidden" aria-hidden="true" />
      <Moon className="hidden size-5 [[data-theme=dark]_&]:block" aria-hidden="true" />
    </button>
  );
}
