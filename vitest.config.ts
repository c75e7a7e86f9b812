import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

// Two kinds of tests, one command (`npx vitest run` runs both):
// - server: unit and API tests in Node, on a real PostgreSQL the global setup starts;
// - web: the web app's modules beside their code, rendered in happy-dom (a DOM
//   without a browser), with no database.
export default defineConfig({
  test: {
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // expect.poll waits 1 s by default: on a busy machine a mail or an SMS sent by the
    // notice worker can take longer than that to arrive. A poll ends as soon as its state
    // shows, so a generous limit costs nothing when the test passes.
    expect: { poll: { timeout: 20_000 } },
    // Vitest's default is one file per core less one: a single worker on a 2-core machine,
    // which then idles while PostgreSQL (processes of its own) answers. Test files never
    // share a database (each clones a template), so two at a time is safe there too.
    maxWorkers: Math.max(2, availableParallelism() - 1),
    projects: [
      {
        extends: true,
        test: {
          name: 'server',
          include: ['src/**/*.test.ts'],
          exclude: ['src/web/**'],
          environment: 'node',
          globalSetup: ['src/server/test/global-setup.ts'],
          // One module graph per worker, not per file: evaluating the server's modules again
          // for every file was over half of this project's CPU (import 184 s of a 294 s run;
          // without isolation 14 s of 158 s, every file passing). Files stay independent
          // through what they own: each clones its own database and builds its own app.
          isolate: false,
        },
      },
      {
        extends: true,
        test: {
          name: 'web',
          include: ['src/web/**/*.test.{ts,tsx}'],
          environment: 'happy-dom',
          setupFiles: ['src/web/test-setup.ts'],
        },
      },
    ],
  },
});
