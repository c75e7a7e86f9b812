import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';

// The storefront is one static bundle that the API server serves from dist/web.
// In development the API runs on its own port, so /api and /images are proxied
// to it and the browser still sees a single origin (as in production).
const apiOrigin = 'http://localhost:3000';

export default defineConfig({
  root: 'src/web',
  plugins: [react(), tailwindcss()],
  resolve: {
    alias: [
      // The default react-toastify entry injects its CSS as an inline <style>
      // tag, which the strict CSP refuses. The unstyled build plus the
      // stylesheet imported in providers.tsx looks the same. Aliasing the bare
      // specifier keeps every `import { toast } from 'react-toastify'` in the
      // app on the same module (and so the same toast store).
      { find: /^react-toastify$/, replacement: 'react-toastify/unstyled' },
    ],
  },
  build: {
    outDir: '../../dist/web',
    emptyOutDir: true,
    rolldownOptions: {
      output: {
        // Libraries in chunks of their own: they change less often than the app,
        // so returning visitors keep them cached across releases.
        codeSplitting: {
          groups: [
            { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/ },
            { name: 'router', test: /node_modules[\\/]react-router[\\/]/ },
            { name: 'query', test: /node_modules[\\/]@tanstack[\\/]/ },
          ],
        },
      },
    },
  },
  server: {
    port: 5173,
    proxy: {
      '/api': apiOrigin,
      '/images': apiOrigin,
    },
  },
});
