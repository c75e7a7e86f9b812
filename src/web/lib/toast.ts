import type * as Toastify from 'react-toastify';
import type { Id, ToastContent, ToastOptions } from 'react-toastify';
import { currentPage } from './modal-link.ts';
import { requestToasts } from './toast-host.ts';

// Code that raises toasts imports `toast` from here. react-toastify itself, and the
// container (its stylesheet and the shop's colours), load when the first toast is
// raised, not with a page that could raise one: storefront pages with Add to Cart and
// Compare show none until the visitor acts, and their first load stays lean.
// react-toastify queues a toast raised before its container mounts.
// A toast speaks of the page it was raised on: it ends when the shopper leaves that page
// (app/messages-follow-page.tsx), and one still loading then is never shown over the next.

type Kind = 'success' | 'error' | 'info' | 'warning';

let library: Promise<typeof Toastify> | undefined;
let lastId = 0;

function load() {
  library ??= import('react-toastify');
  return library;
}

/** Raises a toast once the library has loaded; answers its id at once, for `dismiss`. */
function raise(kind: Kind) {
  return (content: ToastContent, options: ToastOptions = {}): Id => {
    requestToasts();
    const toastId = options.toastId ?? `toast-${++lastId}`;
    const page = currentPage();
    void load().then(({ toast }) => {
      if (currentPage() === page) toast[kind](content, { ...options, toastId });
    });
    return toastId;
  };
}

export const toast = {
  success: raise('success'),
  error: raise('error'),
  info: raise('info'),
  warning: raise('warning'),
  dismiss(id?: Id): void {
    if (library) void library.then(({ toast }) => toast.dismiss(id));
  },
};
