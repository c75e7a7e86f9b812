import { ToastContainer } from 'react-toastify';
import 'react-toastify/ReactToastify.css';
import { TOAST_AUTO_CLOSE_MS } from '../../shared/messages.ts';

/**
 * Where toasts appear. Loaded lazily by providers.tsx: no page shows a toast on
 * first paint, and react-toastify queues any toast raised before this mounts.
 */
export default function Toasts() {
  return <ToastContainer autoClose={TOAST_AUTO_CLOSE_MS} position="top-right" theme="colored" />;
}
