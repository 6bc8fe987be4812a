import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { ROUTES } from '../src/shared/routes';

/**
 * What the service worker precaches and which URLs it answers from its caches (vite.config.ts, decision 023
 * "Offline (web)"). The precache stays small on purpose: every browser context that registers the worker downloads it
 * (an earlier attempt precached 161 files, 1.1 MB, and slowed the whole e2e suite). It holds index.html, the entry's
 * JavaScript and CSS, the signed-in shell, and the pages that must open offline (the sales form, the audit pages),
 * each with its static imports as Vite's manifest lists them. Everything else is cached at runtime on first use.
 */

/** Source files (keys of Vite's manifest, relative to src/web) whose chunks go into the precache. */
export const PRECACHE_CHUNKS = ['index.html', 'app/layouts/app-layout.tsx', 'pages/sales-upload-page.tsx'];
/** The audit pages (issue 37), whatever their names: every page under pages/ with "audit" in it. */
export const PRECACHE_CHUNK_PATTERN = /^pages\/[^/]*audit[^/]*\.tsx$/;

/** Hashed build files (same-origin; Workbox matches a cross-origin URL only from its start, which this never is). */
export const ASSET_URL = /\/assets\/[^?]+$/;

/**
 * The reads an offline audit or sales day needs: the session (the shell decides who is signed in), the auditor's list
 * and an audit's detail document, the franchisee's locations and days.
 */
export const OFFLINE_READS_URL =
  /^https?:\/\/[^/]+\/api\/(?:session|audits\/mine|audits\/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}|sales|sales\/locations|my-audits)(?:\?|$)/;

interface ManifestChunk {
  file: string;
  imports?: string[];
  css?: string[];
  isEntry?: boolean;
}

/** The files of the chosen chunks and their static imports (JS and CSS), as paths relative to the build. */
export function precacheFiles(manifest: Record<string, ManifestChunk>): Set<string> {
  const keys = new Set<string>();
  const visit = (key: string) => {
    if (keys.has(key) || !manifest[key]) return;
    keys.add(key);
    for (const imp of manifest[key].imports ?? []) visit(imp);
  };
  for (const key of [...PRECACHE_CHUNKS, ...Object.keys(manifest).filter((k) => PRECACHE_CHUNK_PATTERN.test(k))]) visit(key);
  const files = new Set<string>();
  for (const key of keys) {
    files.add(manifest[key].file);
    for (const css of manifest[key].css ?? []) files.add(css);
  }
  return files;
}

type Entry = { url: string; size: number; revision?: string | null };

/** A Workbox manifestTransform keeping the chosen chunks, index.html, the web app manifest and its icons. */
export function precacheFilter(webDir: string) {
  return async <T extends Entry>(entries: T[]) => {
    const file = path.join(webDir, '.vite', 'manifest.json');
    if (!existsSync(file)) throw new Error(`No Vite manifest at ${file}: the precache cannot be chosen.`);
    const keep = precacheFiles(JSON.parse(readFileSync(file, 'utf8')) as Record<string, ManifestChunk>);
    const manifest = entries.filter((e) => !e.url.startsWith('assets/') || keep.has(e.url));
    const bytes = manifest.reduce((n, e) => n + e.size, 0);
    console.log(`PWA precache: ${manifest.length} files, ${(bytes / 1024).toFixed(1)} KB (uncompressed)`);
    return { manifest, warnings: [] };
  };
}

/** Signed-in pages of the route table, as patterns: only these open offline from the cached index.html. */
export function signedInPathPatterns(): RegExp[] {
  return ROUTES.filter((r) => r.access.kind !== 'public' && r.access.kind !== 'guest').map(
    (r) => new RegExp(`^${r.path.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/\\?:[A-Za-z]+/g, '[^/]+')}/?$`),
  );
}
