/**
 * `npm run api:types`: writes the API document and TypeScript types generated from it, for integrators' clients.
 *   dist/api/openapi.json   the document served at /api/docs/json
 *   dist/api/api-types.d.ts `paths`, `components` and `operations` (openapi-typescript)
 * Set OUT_DIR to write elsewhere and PUBLIC_URL for the document's server address.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { apiTypes, buildApiDocument } from './api-document';

const outDir = path.resolve(process.env.OUT_DIR ?? 'dist/api');
const document = await buildApiDocument(process.env.PUBLIC_URL);
mkdirSync(outDir, { recursive: true });
writeFileSync(path.join(outDir, 'openapi.json'), `${JSON.stringify(document, null, 2)}\n`);
writeFileSync(path.join(outDir, 'api-types.d.ts'), await apiTypes(document));
const operations = Object.values(document.paths as Record<string, object>).reduce((n, item) => n + Object.keys(item).length, 0);
console.log(`Wrote ${operations} operations to ${path.relative(process.cwd(), outDir)}/openapi.json and api-types.d.ts`);
