import { useAnnouncement, type Politeness } from '../lib/announcer.ts';

/**
 * The page's two live regions, hidden from sight: a polite one for news (an item added) and
 * an assertive one for a refusal. Each announcement replaces the region's paragraph, so a
 * message said again is heard again.
 */
export function Announcer() {
  const said = useAnnouncement();
  // aria-live rather than role="alert": an always-present, empty alert would be found by
  // every "the alert on this page" lookup (tests and assistive tech listing alerts alike).
  const region = (politeness: Politeness) => (
    <div
      aria-live={politeness === 'alert' ? 'assertive' : 'polite'}
      aria-atomic="true"
      className="sr-only"
    >
      {said?.politeness === politeness ? <p key={said.id}>{said.text}</p> : null}
    </div>
  );
  return (
    <div data-testid="announcer">
      {region('status')}
      {region('alert')}
    </div>
  );
}
