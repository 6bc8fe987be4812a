import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants } from 'node:zlib';

/**
 * Bytes a cold load of one route downloads, read from the Vite manifest (build.manifest: true):
 * the entry chunk (index.html) and its static imports, plus each of the route's lazy chunks (its
 * layout and its page) and their static imports. Brotli bytes come from the build's .br files.
 */

interface ManifestChunk {
  file: string;
  imports?: string[];
  css?: string[];
}
type Manifest = Record<string, ManifestChunk>;

export interface RouteBytes {
  files: string[];
  jsRaw: number;
  jsBrotli: number;
  css: string[];
}

export function readManifest(webDir: string): Manifest {
  const file = path.join(webDir, '.vite', 'manifest.json');
  if (!existsSync(file)) throw new Error(`No Vite manifest at ${file}: run the build first (npm run build:web).`);
  return JSON.parse(readFileSync(file, 'utf8')) as Manifest;
}

function closure(manifest: Manifest, keys: readonly string[]): Set<string> {
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key)) return;
    const chunk = manifest[key];
    if (!chunk) throw new Error(`The manifest has no chunk for ${key}: was the file renamed?`);
    seen.add(key);
    for (const imp of chunk.imports ?? []) visit(imp);
  };
  for (const key of keys) visit(key);
  return seen;
}

function brotliSize(webDir: string, file: string): number {
  const br = path.join(webDir, `${file}.br`);
  if (existsSync(br)) return readFileSync(br).length;
  // The plugin skips files under its threshold; they travel uncompressed… or compressed here, for a fair count.
  const raw = readFileSync(path.join(webDir, file));
  return Math.min(raw.length, brotliCompressSync(raw, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length);
}

/** `lazyChunks`: manifest keys (source paths under src/web, e.g. 'pages/login-page.tsx') the route loads lazily. */
export function routeBytes(webDir: string, lazyChunks: readonly string[], manifest = readManifest(webDir)): RouteBytes {
  const keys = closure(manifest, ['index.html', ...lazyChunks]);
  const files = [...keys].map((k) => manifest[k]!.file).filter((f) => f.endsWith('.js'));
  const css = [...new Set([...keys].flatMap((k) => manifest[k]!.css ?? []))];
  let jsRaw = 0;
  let jsBrotli = 0;
  for (const file of files) {
    jsRaw += readFileSync(path.join(webDir, file)).length;
    jsBrotli += brotliSize(webDir, file);
  }
  return { files, jsRaw, jsBrotli, css };
}

const PUBLIC = 'app/layouts/public-layout.tsx';
const SIGNED_IN = 'app/layouts/app-layout.tsx';
/** TanStack Query, the QueryClient and tailwind-merge: loaded beside the layout by every page but sign-in and home. */
const QUERY_CLIENT = 'app/query-provider.tsx';

/**
 * The budgets of issue 12 §1, in compressed (brotli) JavaScript bytes on a cold load. `target` is the number
 * where the check still enforces a higher ratchet (`maxBrotli`): lower it as the page shrinks (none left today).
 * /login (109 KB): React 19 (58 KB) and React Router's declarative routes (11 KB), react-hook-form (13 KB), then the
 * app's own code. It does without zod (the sign-in schema loads at the first check: components/form/lazy-schema.ts;
 * the session and providers answers are checked by features/auth/session-shape.ts), without TanStack Query (the
 * session lives in features/auth/session-store.ts; the query client loads with the other pages,
 * app/with-query-client.tsx) and without tailwind-merge (lib/cn.ts, held by app/public-classes.test.tsx).
 * Signed-in pages count the query client's chunk (QUERY_CLIENT), which loads beside their layout.
 */
export const BUDGETS: readonly { route: string; chunks: readonly string[]; maxBrotli: number; target?: number }[] = [
  // The permission matrix in the entry carries roles only; its labels (shown by the IAM console) are in
  // shared/permission-labels.ts, which the server sends.
  { route: '/login', chunks: [PUBLIC, 'pages/login-page.tsx'], maxBrotli: 110 * 1024 },
  // Issue 16: the public site's first pages, without the query client, zod (features/site/site-info.ts) or leaflet.
  { route: '/', chunks: [PUBLIC, 'pages/home-page.tsx'], maxBrotli: 110 * 1024 },
  { route: '/blog', chunks: [PUBLIC, 'pages/blog-page.tsx'], maxBrotli: 110 * 1024 },
  { route: '/franchisor-dashboard', chunks: [SIGNED_IN, QUERY_CLIENT, 'pages/franchisor-dashboard-page.tsx'], maxBrotli: 250 * 1024 },
  { route: '/franchisee-dashboard', chunks: [SIGNED_IN, QUERY_CLIENT, 'pages/franchisee-dashboard-page.tsx'], maxBrotli: 250 * 1024 },
  { route: '/product-catalog', chunks: [SIGNED_IN, QUERY_CLIENT, 'pages/product-catalog-page.tsx'], maxBrotli: 250 * 1024 },
  { route: '/iam-management', chunks: [SIGNED_IN, QUERY_CLIENT, 'pages/iam-management-page.tsx'], maxBrotli: 250 * 1024 },
];

/** The map's chunk (Leaflet and its stylesheet): loaded when a map is drawn (contact, brand pages), never with / or /blog. */
export const MAP_CHUNK = 'components/map/leaflet-view.tsx';

/** Chunks (manifest keys) that a public page must never load: the signed-in shell and head-office features. */
export const NOT_ON_PUBLIC_PAGES = [
  SIGNED_IN,
  'pages/order-approvals-page.tsx',
  'pages/shipping-management-page.tsx',
  'pages/catalog-management-page.tsx',
  'pages/inventory-page.tsx',
  'pages/order-management-page.tsx',
  'pages/iam-management-page.tsx',
] as const;

export function defaultWebDir(): string {
  return path.resolve(process.env.BUDGET_WEB_DIR ?? 'dist/web');
}
