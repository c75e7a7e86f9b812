import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import { toast } from '../lib/toast.ts';

/**
 * Toasts speak of the page they were raised on: leaving it (another path; not a new query or
 * hash on the same page, such as a filter) ends them, so a message never stays over the
 * next page's menu or headings.
 */
export function MessagesFollowPage() {
  const { pathname } = useLocation();
  const shown = useRef(pathname);
  useEffect(() => {
    if (shown.current === pathname) return;
    shown.current = pathname;
    toast.dismiss();
  }, [pathname]);
  return null;
}
