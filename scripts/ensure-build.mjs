// `npm start` builds the shop only when the build is missing or older than the
// sources, so a restart on an unchanged checkout starts at once.
import { execSync } from 'node:child_process';
import { existsSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const stamp = 'dist/.build-stamp';
const inputs = [
  'src',
  'package-lock.json',
  'vite.config.ts',
  'scripts/build-server.mjs',
  'scripts/precompress-assets.ts',
  'scripts/zopfli-worker.mjs',
];

function newestChange(path) {
  if (!existsSync(path)) return 0;
  const info = statSync(path);
  if (!info.isDirectory()) return info.mtimeMs;
  return readdirSync(path).reduce(
    (newest, name) => Math.max(newest, newestChange(join(path, name))),
    info.mtimeMs,
  );
}

const builtAt = existsSync(stamp) ? statSync(stamp).mtimeMs : 0;
const changedAt = Math.max(...inputs.map(newestChange));
if (builtAt < changedAt) {
  console.log('[circuit-haat] Building the shop (first start or sources changed)...');
  execSync('npm run build', { stdio: 'inherit' });
  writeFileSync(stamp, new Date().toISOString() + '\n');
}
