import { describe, expect, it, vi } from 'vitest';
import { ERROR_REPORT_LIMITS } from '../../../shared/diagnostics-info';
import { ApiError } from '../../lib/api-client';
import {
  createErrorReporter,
  DEDUPE_MS,
  isExpectedError,
  MAX_REPORTS_PER_PAGE,
  postErrorReport,
  reportBody,
  type ReporterDeps,
} from './error-reporter';
import type { InstrumentFlags } from './flags';

const ON: InstrumentFlags = { errorReporting: true, analytics: true };

function setup(flags: InstrumentFlags = ON, extra: Partial<ReporterDeps> = {}) {
  let clock = 1_000_000;
  const send = vi.fn(async (_body: string) => undefined);
  const flagsFn = vi.fn(async () => flags);
  const report = createErrorReporter({
    flags: flagsFn,
    send,
    route: () => '/orders/:orderId',
    buildVersion: '0.1.0+abc123',
    browser: 'Mozilla/5.0 Test',
    now: () => clock,
    ...extra,
  });
  const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
  const bodies = () => send.mock.calls.map(([b]) => JSON.parse(b) as Record<string, unknown>);
  return { report, send, flagsFn, settle, bodies, advance: (ms: number) => (clock += ms) };
}

describe('error reporter', () => {
  it('sends kind, message, stack, route, build and browser', async () => {
    const t = setup();
    const error = new Error('boom');
    t.report('render', error);
    await t.settle();
    expect(t.bodies()).toEqual([
      {
        kind: 'render',
        message: 'boom',
        stack: error.stack,
        route: '/orders/:orderId',
        buildVersion: '0.1.0+abc123',
        browser: 'Mozilla/5.0 Test',
      },
    ]);
  });

  it('trims every field to ERROR_REPORT_LIMITS', () => {
    const error = new Error('m'.repeat(5000));
    error.stack = 's'.repeat(20_000);
    const body = reportBody('error', error, {
      route: () => `/${'r'.repeat(500)}`,
      buildVersion: 'b'.repeat(100),
      browser: 'u'.repeat(1000),
    });
    expect(body.message).toHaveLength(ERROR_REPORT_LIMITS.message);
    expect(body.stack).toHaveLength(ERROR_REPORT_LIMITS.stack);
    expect(body.route).toHaveLength(ERROR_REPORT_LIMITS.route);
    expect(body.buildVersion).toHaveLength(ERROR_REPORT_LIMITS.buildVersion);
    expect(body.browser).toHaveLength(ERROR_REPORT_LIMITS.browser);
  });

  it('describes what is not an Error: strings, objects, nothing', () => {
    const deps = { route: () => '/', buildVersion: '', browser: '' };
    expect(reportBody('unhandledrejection', 'plain text', deps)).toEqual({ kind: 'unhandledrejection', message: 'plain text', route: '/' });
    expect(reportBody('unhandledrejection', { code: 7 }, deps).message).toBe('{"code":7}');
    expect(reportBody('unhandledrejection', undefined, deps).message).toBe('undefined');
    expect(reportBody('error', new Error(''), deps).message).toBe('Unknown error');
    expect(reportBody('error', new TypeError('x is not a function'), deps).message).toBe('TypeError: x is not a function');
  });

  it('sends the same message and stack once per DEDUPE_MS, then again', async () => {
    const t = setup();
    const error = new Error('again and again');
    for (let i = 0; i < 5; i++) t.report('render', error);
    t.report('render', new Error('another one'));
    await t.settle();
    expect(t.send).toHaveBeenCalledTimes(2);
    t.advance(DEDUPE_MS - 1);
    t.report('render', error);
    await t.settle();
    expect(t.send).toHaveBeenCalledTimes(2);
    t.advance(1);
    t.report('render', error);
    await t.settle();
    expect(t.send).toHaveBeenCalledTimes(3);
  });

  it('stops after MAX_REPORTS_PER_PAGE reports in one page load', async () => {
    const t = setup();
    for (let i = 0; i < MAX_REPORTS_PER_PAGE + 10; i++) t.report('error', new Error(`distinct ${i}`));
    await t.settle();
    expect(t.send).toHaveBeenCalledTimes(MAX_REPORTS_PER_PAGE);
  });

  it('sends nothing when error reporting is off (and asks the flags once)', async () => {
    const t = setup({ errorReporting: false, analytics: true });
    t.report('render', new Error('one'));
    t.report('error', new Error('two'));
    await t.settle();
    expect(t.send).not.toHaveBeenCalled();
  });

  it('does not report the errors the app expects: API refusals below 500', async () => {
    const t = setup();
    t.report('unhandledrejection', new ApiError({ code: 'NOT_FOUND', message: 'Not found', status: 404, path: '/api/x' }));
    t.report('unhandledrejection', new ApiError({ code: 'NETWORK_ERROR', message: 'Offline', status: 0, path: '/api/x' }));
    t.report('render', new ApiError({ code: 'INTERNAL_ERROR', message: 'Server error', status: 500, path: '/api/x' }));
    await t.settle();
    expect(t.bodies().map((b) => b.message)).toEqual(['ApiError: Server error']);
    expect(isExpectedError(new ApiError({ code: 'FORBIDDEN', message: 'No', status: 403, path: '/api/x' }))).toBe(true);
    expect(isExpectedError(new Error('403'))).toBe(false);
  });

  it('never throws: a failing send, failing flags or a failing route are swallowed, and nothing loops', async () => {
    const send = vi.fn(async () => {
      throw new Error('network down');
    });
    const rejected = vi.fn();
    process.on('unhandledRejection', rejected);
    try {
      const t1 = setup(ON, { send });
      expect(() => t1.report('render', new Error('a'))).not.toThrow();
      const t2 = setup(ON, { flags: () => Promise.reject(new Error('flags down')) });
      expect(() => t2.report('render', new Error('b'))).not.toThrow();
      const t3 = setup(ON, {
        route: () => {
          throw new Error('route broken');
        },
      });
      expect(() => t3.report('render', new Error('c'))).not.toThrow();
      await new Promise((resolve) => setTimeout(resolve, 10));
      expect(send).toHaveBeenCalledTimes(1);
      expect(t3.send).not.toHaveBeenCalled();
      expect(rejected).not.toHaveBeenCalled();
    } finally {
      process.off('unhandledRejection', rejected);
    }
  });

  it('ignores an error raised while it is reporting (its own)', async () => {
    let report: (kind: 'error', e: unknown) => void = () => undefined;
    const t = setup(ON, {
      route: () => {
        report('error', new Error('nested'));
        return '/';
      },
    });
    report = t.report;
    t.report('error', new Error('outer'));
    await t.settle();
    expect(t.bodies().map((b) => b.message)).toEqual(['outer']);
  });

  it('posts JSON with keepalive to the error-reports endpoint', async () => {
    const fetchImpl = vi.fn(async () => new Response(null, { status: 202 }));
    await postErrorReport(fetchImpl)('{"a":1}');
    expect(fetchImpl).toHaveBeenCalledWith(
      '/api/diagnostics/error-reports',
      expect.objectContaining({ method: 'POST', keepalive: true, body: '{"a":1}', headers: { 'content-type': 'application/json' } }),
    );
  });
});
