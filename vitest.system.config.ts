import { defineConfig } from 'vitest/config';

// System tests drive the BUILT production server (dist/server/main.js) as a child
// process, the way `npm start` runs it: run `npm run build` first.
export default defineConfig({
  test: {
    include: ['test/system/**/*.test.ts'],
    environment: 'node',
    // They start servers and databases of their own; in parallel they would
    // fight over two cores and make timing assertions meaningless.
    fileParallelism: false,
    testTimeout: 300_000,
    // A shop started in a hook may take up to four minutes to answer its health check on a
    // loaded machine (test/system/support/shop-process.ts).
    hookTimeout: 300_000,
  },
});
