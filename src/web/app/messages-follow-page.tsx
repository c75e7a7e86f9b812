import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import { pageOf } from '../lib/modal-link.ts';
import { toast } from '../lib/toast.ts';

/**
 * Toasts speak of the page they were raised on: leaving it (another path; not a new query or
 * hash on the same page, such as a filter) ends them, so a message never stays over the
 * next page's menu or headings. A route modal belongs to the page beneath it: a review's
 * thanks, raised as its modal closes, stays on the page the modal closes back to.
 */
export function MessagesFollowPage() {
  const location = useLocation();
  const page = pageOf(location.pathname, location.state as unknown);
  const shown = useRef(page);
  useEffect(() => {
    if (shown.current === page) return;
    shown.current = page;
    toast.dismiss();
  }, [page]);
  return null;
}
