import path from 'node:path';
import { tmpdir } from 'node:os';
import type { TestProject } from 'vitest/node';
import { pgliteTemplate, postgresTemplate } from './database-template';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Path of the migrated PGlite dump each API test file loads (API_TEST_DB=pglite). */
    pgliteTemplate: string;
    /** Name of the migrated PostgreSQL database each API test file copies (API_TEST_DB=postgres). */
    postgresTemplate: string;
  }
}

/** Migrates once per run: the API test files copy the result (database-template.ts). */
export default async function setup(project: TestProject) {
  if (process.env.API_TEST_DB === 'postgres') {
    const adminUrl = process.env.TEST_DATABASE_URL;
    if (!adminUrl) throw new Error('API_TEST_DB=postgres needs TEST_DATABASE_URL');
    project.provide('postgresTemplate', await postgresTemplate(adminUrl));
    project.provide('pgliteTemplate', '');
  } else {
    project.provide('pgliteTemplate', await pgliteTemplate(path.join(tmpdir(), 'fh-test-templates')));
    project.provide('postgresTemplate', '');
  }
}
