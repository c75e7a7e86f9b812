import { ToastContainer } from 'react-toastify';
import 'react-toastify/ReactToastify.css';
import './toasts.css';
import { TOAST_AUTO_CLOSE_MS } from '../../shared/messages.ts';

/**
 * Where toasts appear. Loaded by providers.tsx once a page that can raise a toast has
 * loaded (lib/toast.ts); react-toastify queues any toast raised before this mounts.
 */
export default function Toasts() {
  return <ToastContainer autoClose={TOAST_AUTO_CLOSE_MS} position="top-right" theme="colored" />;
}
