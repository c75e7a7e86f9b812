import { useEffect } from 'react';
import { ToastContainer } from 'react-toastify';
import 'react-toastify/ReactToastify.css';
import './toasts.css';
import { TOAST_AUTO_CLOSE_MS } from '../../shared/messages.ts';

/**
 * Where toasts appear. Loaded by providers.tsx once a page that can raise a toast has
 * loaded (lib/toast.ts); react-toastify queues any toast raised before this mounts.
 * Screen readers hear toasts from the page's own live regions (app/announcer.tsx), there
 * from the first paint; the toasts themselves are a group, not a second alert, so nothing
 * is said twice. The close button stays reachable.
 */
export default function Toasts() {
  // The library draws its section as a polite live region of its own (not a prop).
  useEffect(() => {
    document.querySelector('section.Toastify')?.setAttribute('aria-live', 'off');
  }, []);
  return (
    <ToastContainer
      autoClose={TOAST_AUTO_CLOSE_MS}
      position="top-right"
      theme="colored"
      role="group"
    />
  );
}
