import { describe, expect, it } from 'vitest';
import { keepsScroll } from './keep-scroll.ts';
import { modalLink } from './modal-link.ts';

const here = { pathname: '/products', search: '?q=fan', hash: '', state: null, key: 'k' };

describe('which navigations keep the scroll spot', () => {
  it('keeps it for a route modal drawn over the page', () => {
    expect(keepsScroll(modalLink('/order-modal/7', here).state)).toBe(true);
  });

  it('starts at the top when a sign-in guard sends the visitor away from a modal', () => {
    // The guard's state names the modal's location, whose own state came from a modal link.
    const modal = { ...here, pathname: '/order-modal/7', state: modalLink('/x', here).state };
    expect(keepsScroll({ from: modal })).toBe(false);
    expect(keepsScroll(null)).toBe(false);
  });
});
