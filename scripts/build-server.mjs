// Bundles the server into dist/server/main.js. Dependencies stay in node_modules
// (they include native modules); only our own TypeScript is compiled. The server
// renders the web app's pages (src/web/render/), so the web app's code is bundled
// too; its stylesheets are the browser's business and are left out here.
import { build } from 'esbuild';

const noStylesheets = {
  name: 'no-stylesheets',
  setup(server) {
    server.onResolve({ filter: /\.css$/ }, (args) => ({ path: args.path, namespace: 'css' }));
    server.onLoad({ filter: /.*/, namespace: 'css' }, () => ({ contents: '', loader: 'js' }));
  },
};

await build({
  // The shop, and the admin command (npm run admin) for shells without the sources.
  entryPoints: ['src/server/main.ts', 'src/server/cli/admin.ts'],
  outdir: 'dist/server',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  packages: 'external',
  jsx: 'automatic',
  plugins: [noStylesheets],
  sourcemap: true,
  logLevel: 'warning',
});
