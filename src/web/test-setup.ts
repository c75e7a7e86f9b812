import { cleanup, configure } from '@testing-library/react';
import { afterEach, vi } from 'vitest';

// `findBy…` and `waitFor` wait for what the page shows. The library gives up after 1 s,
// which a loaded machine (these tests run beside the browser tests) can take to render a
// form's answer; a generous limit costs nothing when the answer comes sooner.
configure({ asyncUtilTimeout: 10_000 });

// Each web test starts from an empty document: what one test rendered is gone
// before the next, as it would be after a page load.
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});
