import type { Metric } from 'web-vitals';
import type { VitalMetric } from '../../../shared/diagnostics-info';
import { BUILD_VERSION } from './build-version';
import { createErrorReporter, postErrorReport } from './error-reporter';
import { flagsLoader } from './flags';
import { routePattern } from './route-pattern';
import { beaconSender, createVitalsCollector } from './vitals-collector';

/**
 * The browser's instruments (issue 17), loaded after the first page is up (main.tsx) so that no public page's first
 * load pays for them: error reports (render errors handed over by the React root, window errors, unhandled promise
 * rejections) when flags.errorReporting is on, and Core Web Vitals (LCP, INP, CLS) when flags.analytics is on.
 * web-vitals 5 and later have no FID (INP replaced it as the responsiveness vital), so FID is not collected. web-vitals
 * itself is a chunk of its own, fetched only once the flags say analytics is on (issue 34): its observers read the
 * buffered entries, so LCP, INP and CLS are the same as when it was registered at load.
 *
 * `caught`: main.tsx's array of the render errors the React root's boundaries caught. Those already in it are reported
 * now; from then on its push reports (the root keeps pushing, main.tsx stays a few bytes smaller than a callback
 * hand-over would make it: /login's budget). An uncaught render error reaches window's 'error' event.
 */
export function installInstruments(caught: unknown[] = []): void {
  const flags = flagsLoader();
  const report = createErrorReporter({
    flags,
    send: postErrorReport(),
    route: () => routePattern(window.location.pathname),
    buildVersion: BUILD_VERSION,
    browser: navigator.userAgent,
  });
  const renderError = (error: unknown) => report('render', error);
  caught.splice(0).forEach(renderError);
  caught.push = (...errors: unknown[]) => (errors.forEach(renderError), 0);
  addEventListener('error', (event) => report('error', event.error ?? event.message));
  addEventListener('unhandledrejection', (event) => report('unhandledrejection', event.reason));

  void flags().then(({ analytics }) => {
    if (analytics) void collectVitals();
  });
}

/** LCP, INP and CLS of this page load, sent in one beacon when the page is hidden or left. */
async function collectVitals(): Promise<void> {
  const { onCLS, onINP, onLCP } = await import('web-vitals');
  const vitals = createVitalsCollector(beaconSender());
  const record = (metric: Metric) => {
    vitals.add({
      // The page the vitals belong to: the one this document loaded with, even after in-app navigations.
      route: routePattern(new URL(metric.navigationURL ?? location.href, location.href).pathname),
      metric: metric.name as VitalMetric,
      value: metric.value,
    });
    // web-vitals reports final values as the page is hidden; this flush follows its own listener.
    if (document.visibilityState === 'hidden') queueMicrotask(vitals.flush);
  };
  onLCP(record);
  onINP(record);
  onCLS(record);
  addEventListener('visibilitychange', () => document.visibilityState === 'hidden' && vitals.flush());
  addEventListener('pagehide', vitals.flush);
}
