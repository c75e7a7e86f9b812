// CI's Node 24 step (`npm run test:node24` starts it on Node 24): the whole suite ran on
// the machine's Node already; here the built shop is started and driven, and the tests
// of what changes between Node versions run once more. Why these and not all:
// docs/decisions/047-ci-time.md. Run `npm run build` first.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const vitest = 'node_modules/vitest/vitest.mjs';

const STEPS = [
  {
    name: 'the built shop',
    // The production build started as `npm start` does, on a fresh data directory and on
    // Debian's PostgreSQL: sign-up, catalogue, an order, a backup restored and served,
    // requests in flight finished on SIGTERM.
    args: [
      'run',
      '--config',
      'vitest.system.config.ts',
      'test/system/backup-restore.test.ts',
      'test/system/graceful-shutdown.test.ts',
    ],
  },
  {
    name: 'unit and API slice',
    args: [
      'run',
      '--project',
      'server',
      // ICU: digit grouping, dates, text folding and the rest of the shared rules.
      'src/shared',
      // The whole app on the embedded PostgreSQL: routes, compression, error answers.
      'src/server/app.test.ts',
      'src/server/http/precompressed.test.ts',
      'src/server/http/bad-url.test.ts',
      // Native modules and crypto: argon2 hashes, signed tokens, sharp's decoders.
      'src/server/features/auth/auth.routes.test.ts',
      'src/server/security/tokens.test.ts',
      'src/server/features/images/image-processing.test.ts',
      'src/server/features/images/images.routes.test.ts',
      // Transactions and locks through pg: the checkout.
      'src/server/features/checkout/checkout.routes.test.ts',
      // Server rendering with react-dom/server.
      'src/server/pages/page-answers.test.ts',
    ],
  },
];

if (!existsSync('dist/server/main.js')) {
  console.error('node24: no build in dist/: run `npm run build` first.');
  process.exit(1);
}
console.log(`node24: ${process.version}`);
for (const { name, args } of STEPS) {
  const started = performance.now();
  console.log(`\n=== node24: ${name}`);
  const result = spawnSync(process.execPath, [vitest, ...args], { stdio: 'inherit' });
  const seconds = ((performance.now() - started) / 1000).toFixed(0);
  console.log(`=== node24: ${name} ${result.status === 0 ? 'passed' : 'FAILED'} in ${seconds} s`);
  if (result.status !== 0) process.exit(1);
}
