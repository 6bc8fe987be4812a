import type { SuiteDefinition } from '../suite-kit';
import { verdict } from '../suite-kit';
import { DIAGNOSTIC_STATUSES } from '../../../../shared/diagnostics.contracts';
import { codeForStatus, httpStatusMessage } from '../../../../shared/errors';

interface ErrorBody {
  error?: { code?: unknown; message?: unknown; status?: unknown };
}

/** Each status the app can answer with, asked of the live error handler, compared with the catalogue. */
export const apiErrorsSuite: SuiteDefinition = DIAGNOSTIC_STATUSES.map((status) => ({
  name: `${status} ${codeForStatus(status)}`,
  run: async (p) => {
    const res = await p.call({ url: `/api/diagnostics/errors/${status}` });
    const error = (res.json as ErrorBody | undefined)?.error;
    const expected = { code: codeForStatus(status), message: httpStatusMessage(status) };
    const problems = [
      res.status !== status && `status ${res.status}`,
      error?.code !== expected.code && `code ${String(error?.code)} (catalogue: ${expected.code})`,
      error?.message !== expected.message && `message "${String(error?.message)}" (catalogue: "${expected.message}")`,
      error?.status !== status && `body status ${String(error?.status)}`,
    ].filter(Boolean);
    return verdict(
      problems.length === 0,
      `Answers ${status} ${expected.code}: "${expected.message}"`,
      `Expected ${status} ${expected.code} with the catalogue text; got ${problems.join(', ')}.`,
      res.evidence,
    );
  },
}));
