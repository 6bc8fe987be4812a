import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';

const repoRoot = fileURLToPath(new URL('.', import.meta.url));

// The SPA lives in src/web; its build lands in dist/web, which the Fastify server serves.
export default defineConfig({
  root: 'src/web',
  plugins: [react(), tailwindcss()],
  build: {
    outDir: `${repoRoot}dist/web`,
    emptyOutDir: true,
    rolldownOptions: {
      output: {
        // Libraries change less often than app code: separate chunks stay cached across deploys.
        codeSplitting: {
          groups: [
            { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler|react-router)[\\/]/ },
            { name: 'data', test: /node_modules[\\/](@tanstack|zod|react-hook-form|@hookform)[\\/]/ },
            { name: 'ui', test: /node_modules[\\/]/ },
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
