import { describe, expect, it } from 'vitest';
import type { CheckResult } from '../../../../shared/diagnostics.contracts';
import { suiteStatus } from '../../../../shared/diagnostics.contracts';
import { ERRORS_CHECK, runWatched } from './watch-errors';

const passed: CheckResult = { name: 'A check', status: 'pass', durationMs: 1, detail: 'ok', evidence: null };

/** An 'error' event the way window dispatches one (node has no ErrorEvent). */
function errorEvent(error: unknown): Event {
  return Object.assign(new Event('error'), { error, message: error instanceof Error ? error.message : String(error) });
}

describe('runWatched (issue 32, point 7)', () => {
  it('leaves a clean run as it is', async () => {
    const target = new EventTarget();
    const checks = await runWatched(async () => [passed], target);
    expect(checks).toEqual([passed]);
    expect(suiteStatus(checks)).toBe('pass');
  });

  it('fails the suite when an error is thrown on the page while it runs, even though every check passed', async () => {
    const target = new EventTarget();
    const checks = await runWatched(async () => {
      // What React does with a cleanup that is not a function during a probe's unmount: it reports it globally.
      target.dispatchEvent(errorEvent(new TypeError('l is not a function')));
      return [passed];
    }, target);
    expect(checks.map((c) => c.name)).toEqual(['A check', ERRORS_CHECK]);
    expect(checks[1]).toMatchObject({ status: 'fail', detail: expect.stringContaining('l is not a function') });
    expect(suiteStatus(checks)).toBe('fail');
  });

  it('fails the suite on an unhandled rejection and on a throw of the suite itself', async () => {
    const target = new EventTarget();
    const rejected = await runWatched(async () => {
      target.dispatchEvent(Object.assign(new Event('unhandledrejection'), { reason: new Error('lost promise') }));
      return [passed];
    }, target);
    expect(rejected.at(-1)).toMatchObject({
      name: ERRORS_CHECK,
      status: 'fail',
      detail: expect.stringContaining('Unhandled rejection: lost promise'),
    });

    const thrown = await runWatched(async () => {
      throw new Error('suite broke');
    }, target);
    expect(thrown).toEqual([
      expect.objectContaining({ name: ERRORS_CHECK, status: 'fail', detail: expect.stringContaining('suite broke') }),
    ]);
  });
});
