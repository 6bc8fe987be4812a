import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { compression } from 'vite-plugin-compression2';
import { VitePWA } from 'vite-plugin-pwa';
import { ASSET_URL, OFFLINE_READS_URL, precacheFilter, signedInPathPatterns } from './scripts/pwa-precache';

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
  'list-checks',
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
    // Installable app and offline shell (issue 37, decision 023 "Offline (web)"). The worker is registered by the
    // signed-in shell only (app/offline.ts), never on the public or sign-in pages.
    VitePWA({
      strategies: 'generateSW',
      injectRegister: false,
      registerType: 'autoUpdate',
      manifestFilename: 'manifest.webmanifest',
      includeAssets: [],
      manifest: {
        name: 'FranchiseHub',
        short_name: 'FranchiseHub',
        description: 'Run a franchise network: orders, sales, audits and analytics in one place.',
        id: '/',
        start_url: '/dashboard',
        scope: '/',
        display: 'standalone',
        orientation: 'any',
        theme_color: '#ea580c',
        background_color: '#f8fafc',
        icons: [
          { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
          { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
          { src: '/icons/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
        ],
      },
      workbox: {
        // A small precache: the entry, the signed-in shell and the offline pages (sales, audits) with their imports,
        // found in Vite's manifest (scripts/pwa-precache.ts). Every other chunk is cached as it is first used.
        globPatterns: ['index.html', 'assets/*.{js,css}', 'icons/icon-192.png', 'icons/icon-512.png'],
        globIgnores: ['**/*.br', '**/*.gz', '.vite/**'],
        manifestTransforms: [precacheFilter(`${repoRoot}dist/web`)],
        cleanupOutdatedCaches: true,
        clientsClaim: true,
        skipWaiting: true,
        // Signed-in pages open offline from the cached index.html; the public site, sign-in and /api never do.
        navigateFallback: '/index.html',
        navigateFallbackAllowlist: signedInPathPatterns(),
        navigateFallbackDenylist: [/^\/api(\/|$)/],
        runtimeCaching: [
          {
            // Hashed, immutable files: from the cache at once, refreshed behind. (Patterns are RegExps: Workbox copies
            // them into sw.js, where a function's closure would be lost; a cross-origin URL never matches them.)
            urlPattern: ASSET_URL,
            handler: 'StaleWhileRevalidate',
            options: { cacheName: 'assets', expiration: { maxEntries: 200, maxAgeSeconds: 30 * 24 * 3600 } },
          },
          {
            // What an offline audit or sales day needs to read; the network first, the last copy after 3 s without it.
            urlPattern: OFFLINE_READS_URL,
            method: 'GET',
            handler: 'NetworkFirst',
            options: {
              cacheName: 'api-reads',
              networkTimeoutSeconds: 3,
              expiration: { maxEntries: 100, maxAgeSeconds: 7 * 24 * 3600 },
              cacheableResponse: { statuses: [200] },
            },
          },
        ],
      },
    }),
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
