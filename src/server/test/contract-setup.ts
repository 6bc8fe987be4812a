import { appendFileSync } from 'node:fs';
import { afterAll, afterEach, expect } from 'vitest';
import { takeViolations } from './contract';

/**
 * Each API test ends with the responses it received checked against the document. CONTRACT_REPORT=<file> lists the
 * violations there (one JSON line each) instead of failing, to survey a whole run.
 */
function settle(): void {
  const found = takeViolations();
  if (!found.length) return;
  const report = process.env.CONTRACT_REPORT;
  if (report) {
    const test = expect.getState().currentTestName ?? '(hooks)';
    appendFileSync(report, found.map((v) => JSON.stringify({ ...v, test })).join('\n') + '\n');
    return;
  }
  const lines = [...new Set(found.map((v) => `${v.operation} → ${v.status}: ${v.problem}`))];
  throw new Error(`Responses the API document does not describe:\n${lines.join('\n')}`);
}

afterEach(settle);
afterAll(settle);
