import { cleanup } from '@testing-library/react';
import { afterEach, vi } from 'vitest';

// Each web test starts from an empty document: what one test rendered is gone
// before the next, as it would be after a page load.
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});
