import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { compression } from 'vite-plugin-compression2';

const repoRoot = fileURLToPath(new URL('.', import.meta.url));

/** lucide's files for the icons of src/web/app/nav-icons.ts (an icon missing here only gets a small chunk of its own). */
const NAV_ICON_FILES = [
  'bell',
  'book-open',
  'chart-column',
  'clipboard-check',
  'clipboard-list',
  'clipboard-pen',
  'credit-card',
  'file-text',
  'globe',
  'graduation-cap',
  'inbox',
  'layout-dashboard',
  'life-buoy',
  'map-pin',
  'megaphone',
  'newspaper',
  'package',
  'shield-check',
  'shopping-cart',
  'truck',
  'upload',
  'user',
  'wallet',
  'warehouse',
];

// The SPA lives in src/web; its build lands in dist/web, which the Fastify server serves.
export default defineConfig({
  root: 'src/web',
  plugins: [
    react(),
    tailwindcss(),
    // Brotli and gzip copies beside each asset; the server sends them as they are (preCompressed), no work per request.
    compression({ algorithms: ['brotliCompress', 'gzip'], exclude: [/\.vite[\\/]/], threshold: 1024 }),
  ],
  build: {
    outDir: `${repoRoot}dist/web`,
    emptyOutDir: true,
    // dist/web/.vite/manifest.json: the bundle-budget check follows each route's chunk graph through it.
    manifest: true,
    rolldownOptions: {
      output: {
        // Every page is a lazy chunk (src/web/app/route-table.ts); other libraries and the app's components split
        // with the pages that use them, so /login does not download the signed-in pages' kit (dates, dialogs, zod…).
        // React and the router, which every page needs, form one chunk of their own that stays cached across deploys.
        codeSplitting: {
          groups: [
            { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler|react-router)[\\/]/ },
            // The app's own modules that the entry needs on every page. Left to themselves they split into chunks of a few
            // hundred bytes (a lazy page importing one pulls it out of the entry), each a request and its overhead on /login.
            {
              name: 'app-core',
              test: /src[\\/](shared[\\/](routes|roles|constants|head-office)|web[\\/]lib[\\/](api-client|app-cache|order-conflict))\.ts$/,
            },
            // The sidebar's icons (src/web/app/nav-icons.ts) travel together with the signed-in shell; split per page
            // that also draws one of them, they made a dozen chunks of a few hundred bytes each.
            {
              name: 'nav-icons',
              test: new RegExp(`lucide-react[\\\\/]dist[\\\\/]esm[\\\\/]icons[\\\\/](${NAV_ICON_FILES.join('|')})\\.mjs$`),
              includeDependenciesRecursively: false,
            },
          ],
        },
      },
    },
  },
  server: {
    // The API runs on its own port in development; same-origin /api keeps cookies first-party.
    proxy: { '/api': { target: 'http://localhost:3000', changeOrigin: false } },
  },
});
