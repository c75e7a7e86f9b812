// Bundles the server into dist/server/main.js. Dependencies stay in node_modules
// (they include native modules); only our own TypeScript is compiled.
import { build } from 'esbuild';

await build({
  // The shop, and the admin command (npm run admin) for shells without the sources.
  entryPoints: ['src/server/main.ts', 'src/server/cli/admin.ts'],
  outdir: 'dist/server',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  packages: 'external',
  sourcemap: true,
  logLevel: 'warning',
});
