import { afterAll, beforeAll, it } from 'vitest';
import { writeFileSync } from 'node:fs';
import { createTestApp, type TestApp } from '../test/harness';
let t: TestApp;
beforeAll(async () => { t = await createTestApp(); });
afterAll(async () => t?.close());
it('dump', () => {
  writeFileSync('.tmp/matrix/catalog.txt', t.app.routeCatalog.map((r) => `${r.method} ${r.url} sec=${JSON.stringify(r.security)} g=${r.guarded} a=${r.access}`).join('\n'));
});
