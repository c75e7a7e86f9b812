import { toast as raise } from 'react-toastify';
import { requestToasts } from './toast-host.ts';

// Code that raises toasts imports `toast` from here. The container (react-toastify's
// stylesheet and the shop's colours) loads when the first toast is raised, not when a
// page that could raise one loads: storefront pages with Add to Cart and Compare show
// none until the visitor acts. react-toastify queues a toast raised before it mounts.

function thenToasts<Args extends unknown[], Result>(
  show: (...args: Args) => Result,
): (...args: Args) => Result {
  return (...args) => {
    requestToasts();
    return show(...args);
  };
}

export const toast = Object.assign(thenToasts(raise), raise, {
  success: thenToasts(raise.success),
  error: thenToasts(raise.error),
  info: thenToasts(raise.info),
  warning: thenToasts(raise.warning),
});
