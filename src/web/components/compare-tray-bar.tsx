import { Link } from 'react-router';
import X from 'lucide-react/icons/x';
import { paths } from '../../shared/paths.ts';
import {
  clearCompare,
  MAX_COMPARED,
  removeFromCompare,
  useCompareTray,
} from '../lib/compare-tray.ts';

/** The compare tray: on every page while it holds anything, with the way to the comparison. */
export function CompareTrayBar() {
  const tray = useCompareTray();
  if (tray.length === 0) return null;
  return (
    <>
      {/* Room at the page's foot, so the bar never hides the footer's last line. */}
      <div aria-hidden="true" className="h-28 print:hidden" />
      <section
        aria-label="Compare tray"
        className="fixed inset-x-0 bottom-0 z-30 border-t border-base-300 bg-base-100/95 shadow-lg backdrop-blur print:hidden"
      >
        {/* The count and the buttons on one line, the names on their own below: on a phone
            nothing covers a name and a long name is cut short, never off screen. */}
        <div className="mx-auto max-w-7xl space-y-1 px-4 py-2">
          <div className="flex items-center gap-2">
            <p className="flex-1 font-semibold">
              Compare ({tray.length} of {MAX_COMPARED})
            </p>
            <button type="button" className="btn btn-ghost btn-sm" onClick={clearCompare}>
              Clear
            </button>
            {tray.length >= 2 ? (
              <Link
                to={paths.compare(tray.map((item) => item.id))}
                className="btn btn-primary btn-sm"
              >
                Compare now
              </Link>
            ) : (
              <span className="text-sm opacity-80">Add one more to compare</span>
            )}
          </div>
          <ul className="flex flex-wrap gap-1">
            {tray.map((item) => (
              <li key={item.id} className="badge badge-outline h-auto max-w-full gap-1 py-1">
                <span className="min-w-0 truncate sm:max-w-48">{item.name}</span>
                <button
                  type="button"
                  className="btn btn-ghost btn-xs btn-circle shrink-0"
                  onClick={() => removeFromCompare(item.id)}
                >
                  <X className="size-3" aria-hidden="true" />
                  <span className="sr-only">Remove {item.name} from compare</span>
                </button>
              </li>
            ))}
          </ul>
        </div>
      </section>
    </>
  );
}
