import { createHash } from 'node:crypto';
import { closeSync, mkdirSync, openSync, rmSync } from 'node:fs';
import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import type { Browser, BrowserContext, Page, Request, Response } from '@playwright/test';
import { ROUTES } from '../../src/shared/routes';
import { E2E_AXE_CLAIMS_DIR } from '../../playwright.config';

/**
 * Accessibility checks for the e2e suite (issue 12): every page a spec visits is scanned with axe-core
 * once per run (by whichever worker gets there first), and a serious or critical WCAG 2.1 A/AA violation fails the test that visited it.
 */
export const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];
/** Radix's open modal overlays: while one is open, the rest of the page is aria-hidden. */
const OPEN_OVERLAY = '[role="dialog"][data-state="open"], [role="alertdialog"][data-state="open"], [role="menu"][data-state="open"]';
const BLOCKING_IMPACTS = new Set(['serious', 'critical']);

/** How long a page may take to show its main heading, and to finish its requests, before it is scanned anyway. */
const HEADING_TIMEOUT_MS = 10_000;
const QUIET_TIMEOUT_MS = 5_000;
/** While a test or context is ending, pending scans get this long to finish. */
const DRAIN_TIMEOUT_MS = 4_000;
/** However a scan is stuck (axe inside a page that stopped answering), draining gives up on it after this long. */
const DRAIN_CAP_MS = 15_000;
const POLL_MS = 100;

/**
 * One scan per page state for the whole run, not one per worker: the first worker to reach a state claims it by
 * creating its file (exclusive create, so two workers cannot both win) and scans it; a scan that did not happen gives
 * the claim back, and so does one that found violations (a retried test then meets them again). With two workers this
 * halves the scanning, about a third of a spec's time on two cores (decision 025).
 */
function claimFile(key: string): string {
  return path.join(E2E_AXE_CLAIMS_DIR, createHash('sha1').update(key).digest('hex'));
}
function claimForRun(key: string): boolean {
  mkdirSync(E2E_AXE_CLAIMS_DIR, { recursive: true });
  try {
    closeSync(openSync(claimFile(key), 'wx'));
    return true;
  } catch {
    return false;
  }
}
function releaseClaim(key: string): void {
  rmSync(claimFile(key), { force: true });
}

export interface Violation {
  id: string;
  impact: string;
  help: string;
  helpUrl: string;
  targets: string[];
}

const ROUTE_PATTERNS = ROUTES.map((r) => ({
  path: r.path,
  regex: new RegExp(`^${r.path.replace(/:[^/]+/g, '[^/]+')}/?$`),
  // Exact paths win over patterns (/suppliers/create over /suppliers/:id).
  params: (r.path.match(/:/g) ?? []).length,
})).sort((a, b) => a.params - b.params);

/** The route-table path a URL belongs to ("/orders/:orderId", not the order's id); other paths as they are. */
export function routeOf(url: string): string {
  const { pathname } = new URL(url);
  return ROUTE_PATTERNS.find((r) => r.regex.test(pathname))?.path ?? pathname;
}

/** Runs axe on the page (or part of it) and returns the serious and critical violations. */
export async function axeViolations(page: Page, options: { include?: string; exclude?: string[] } = {}): Promise<Violation[]> {
  // axe runs one scan per page at a time: an explicit check and the watcher's scan of the same page take turns.
  const previous = scanning.get(page) ?? Promise.resolve();
  const run = previous.catch(() => undefined).then(() => scan(page, options));
  scanning.set(page, run);
  return run;
}

const scanning = new WeakMap<Page, Promise<Violation[]>>();

async function scan(page: Page, options: { include?: string; exclude?: string[] }): Promise<Violation[]> {
  let builder = new AxeBuilder({ page }).withTags(AXE_TAGS);
  // Legacy mode runs axe inside the page; the default opens a blank tab per scan, which the specs would see.
  builder = builder.setLegacyMode(true);
  if (options.include) builder = builder.include(options.include);
  for (const selector of options.exclude ?? []) builder = builder.exclude(selector);
  const results = await builder.analyze();
  return results.violations
    .filter((v) => BLOCKING_IMPACTS.has(v.impact ?? ''))
    .map((v) => ({
      id: v.id,
      impact: v.impact ?? '',
      help: v.help,
      helpUrl: v.helpUrl,
      targets: v.nodes.map((n) => n.target.map(String).join(' ')),
    }));
}

export function describeViolations(where: string, violations: readonly Violation[]): string {
  const lines = violations.map(
    (v) =>
      `  - [${v.impact}] ${v.id}: ${v.help}\n    ${v.helpUrl}\n    on: ${v.targets.slice(0, 8).join(' | ')}${v.targets.length > 8 ? ` (+${v.targets.length - 8} more)` : ''}`,
  );
  return `Accessibility violations on ${where}:\n${lines.join('\n')}`;
}

/** Resolves when CSS animations and transitions that end have ended (spinners loop forever and are skipped). */
export async function animationsDone(page: Page): Promise<void> {
  // At most 3 s: an animation that never finishes (paused, or restarted on every render) must not hold the scan, and
  // with it the fixture's teardown, until the test times out.
  await page.evaluate(() =>
    Promise.race([
      Promise.all(
        document
          .getAnimations()
          .filter((a) => a.effect?.getComputedTiming().iterations !== Infinity)
          .map((a) => a.finished.catch(() => undefined)),
      ),
      new Promise((resolve) => setTimeout(resolve, 3_000)),
    ]),
  );
}

/** The page's main heading once visible, or null when none appears in time (or `stop` says to give up). */
async function mainHeading(page: Page, deadline: () => number, stop: () => boolean): Promise<string | null> {
  const heading = page.locator('h1').first();
  while (Date.now() < deadline() && !stop()) {
    if (await heading.isVisible().catch(() => false)) return ((await heading.textContent()) ?? '').trim().slice(0, 60);
    await new Promise((r) => setTimeout(r, POLL_MS));
  }
  return null;
}

interface PageState {
  inFlight: Set<Request>;
  lastActivity: number;
}

/**
 * Watches every page of every context a test opens (the `page` fixture's and `browser.newContext()`'s) and
 * scans each distinct route + main heading once per run, after the heading is visible, the page's
 * requests have finished and its animations have ended. Results for a page that moved on meanwhile are dropped
 * and the route is scanned on its next visit. The scan runs beside the test; the test waits for it at its end.
 */
export class A11yWatcher {
  /** Route keys scanned in this worker (a module-level set would do the same; this keeps it explicit). */
  static readonly scanned = new Set<string>();

  static readonly unscanned = new Map<string, string>();

  readonly violations: string[] = [];
  private readonly pending = new Map<BrowserContext, Set<Promise<void>>>();
  private readonly pages = new WeakMap<Page, PageState>();
  private drainingSince: number | null = null;

  constructor(private readonly origin: string) {}

  readonly watchContext = (context: BrowserContext): void => {
    if (this.pending.has(context)) return;
    this.pending.set(context, new Set());
    context.on('page', this.watchPage);
    for (const page of context.pages()) this.watchPage(page);
    // A test that closes its own contexts would cut their scans off; let them finish first.
    const close = context.close.bind(context);
    context.close = async (options) => {
      await this.drain(context);
      return close(options);
    };
  };

  private readonly watchPage = (page: Page): void => {
    if (this.pages.has(page)) return;
    const state: PageState = { inFlight: new Set(), lastActivity: Date.now() };
    this.pages.set(page, state);
    const done = (r: Request) => {
      if (state.inFlight.delete(r)) state.lastActivity = Date.now();
    };
    page.on('request', (r) => {
      // The live notification stream never finishes; it is not something to wait for.
      if (r.resourceType() === 'eventsource') return;
      state.inFlight.add(r);
      state.lastActivity = Date.now();
    });
    page.on('response', (res: Response) => {
      if ((res.headers()['content-type'] ?? '').includes('text/event-stream')) done(res.request());
    });
    page.on('requestfinished', done);
    page.on('requestfailed', done);
    page.on('framenavigated', (frame) => {
      if (frame === page.mainFrame()) this.schedule(page, state);
    });
  };

  private schedule(page: Page, state: PageState): void {
    const url = page.url();
    // Only the app's own pages: not about:blank, not the test OpenID provider's login page, and not the
    // third-party Swagger UI at /api/docs (its markup and colours are the library's, not ours to fix).
    if (!url.startsWith(this.origin) || new URL(url).pathname.startsWith('/api/')) return;
    const route = routeOf(url);
    const set = this.pending.get(page.context());
    if (!set) return;
    const task = this.scanWhenSettled(page, state, route).finally(() => set.delete(task));
    set.add(task);
  }

  private async scanWhenSettled(page: Page, state: PageState, route: string): Promise<void> {
    const pathname = new URL(page.url()).pathname;
    const moved = () => page.isClosed() || new URL(page.url()).pathname !== pathname;
    const started = Date.now();
    const deadline = (limit: number) => () =>
      this.drainingSince === null ? started + limit : Math.min(started + limit, this.drainingSince + DRAIN_TIMEOUT_MS);
    try {
      const heading = await mainHeading(page, deadline(HEADING_TIMEOUT_MS), moved);
      if (moved()) return;
      // The heading tells states of one route apart ("Suppliers" or "Supplier Access Restricted"); numbers in
      // it (an order number) do not make another state. Dark mode is another palette, so another state too.
      const base = `${route} · ${heading?.replace(/\d+/g, '#') ?? '(no h1)'}`;
      if (A11yWatcher.scanned.has(base) && A11yWatcher.scanned.has(`${base} (dark)`)) return;
      const quietBy = deadline(HEADING_TIMEOUT_MS + QUIET_TIMEOUT_MS);
      while (Date.now() < quietBy() && (state.inFlight.size > 0 || Date.now() - state.lastActivity < 300) && !moved()) {
        await new Promise((r) => setTimeout(r, POLL_MS));
      }
      if (moved()) return;
      // Read again once the requests are done: right after a client-side navigation the previous page's heading
      // can still be on screen, and the theme is applied when the saved preferences arrive.
      const rereadBy = Date.now() + 1_000;
      const settled = (await mainHeading(page, () => rereadBy, moved)) ?? heading;
      const dark = await page.evaluate(() => document.documentElement.classList.contains('dark'));
      const key = `${route} · ${settled?.replace(/\d+/g, '#') ?? '(no h1)'}${dark ? ' (dark)' : ''}`;
      // Claimed by another worker (or by this one before a restart): scanned there.
      if (A11yWatcher.scanned.has(key) || !claimForRun(key)) return;
      A11yWatcher.scanned.add(key);
      A11yWatcher.unscanned.delete(key);
      try {
        // A list refetching is dimmed and marked aria-busy: a passing state, not the page. Scan once nothing is
        // busy and no request started while axe ran (else scan again, at most three times).
        let violations: Violation[] = [];
        for (let attempt = 1; ; attempt++) {
          const busyBy = Date.now() + QUIET_TIMEOUT_MS;
          while (Date.now() < busyBy && !moved() && (await page.locator('[aria-busy="true"]').count()) > 0) {
            await new Promise((r) => setTimeout(r, POLL_MS));
          }
          await animationsDone(page);
          if (moved()) throw new Error('moved on');
          const scanStart = Date.now();
          // An open modal (dialog, menu) hides the page behind it from assistive technology on purpose, which a
          // whole-page scan reports as aria-hidden-focus: scan just the overlay; the page gets its own scan.
          const overlay = (await page.locator(OPEN_OVERLAY).count()) > 0;
          violations = await axeViolations(page, overlay ? { include: OPEN_OVERLAY } : {});
          if (moved()) throw new Error('moved on');
          // A toast that slid in while axe ran is measured mid-fade (low contrast); scan again once it has settled.
          const toastMoving = violations.length > 0 && (await page.locator('[data-sonner-toast]').count()) > 0;
          if (attempt >= 3 || (state.lastActivity < scanStart && state.inFlight.size === 0 && !toastMoving)) break;
        }
        // A state with violations is given back, so that a retry of the test scans it again and fails again.
        if (violations.length > 0) releaseClaim(key);
        if (violations.length > 0)
          this.violations.push(describeViolations(`${route} ("${settled ?? 'no h1'}"${dark ? ', dark' : ''}, ${page.url()})`, violations));
      } catch (error) {
        // Not scanned after all (the page navigated or closed mid-scan): scan it on its next visit, in any worker.
        A11yWatcher.scanned.delete(key);
        releaseClaim(key);
        A11yWatcher.unscanned.set(key, String(error).split('\n')[0]);
      }
    } catch {
      // The page closed while its heading was awaited.
    }
  }

  /** Waits for the pending scans of one context, or of all of them. */
  async drain(context?: BrowserContext): Promise<void> {
    this.drainingSince ??= Date.now();
    const sets = context ? [this.pending.get(context)] : [...this.pending.values()];
    let timer: NodeJS.Timeout | undefined;
    const gaveUp = new Promise<'gave up'>((resolve) => (timer = setTimeout(() => resolve('gave up'), DRAIN_CAP_MS)));
    const outcome = await Promise.race([Promise.all(sets.flatMap((s) => [...(s ?? [])])), gaveUp]);
    clearTimeout(timer);
    if (outcome === 'gave up') A11yWatcher.unscanned.set(`(scans still running after ${DRAIN_CAP_MS / 1000} s)`, 'gave up waiting');
    if (context) this.drainingSince = null;
  }

  stopWatching(browser: Browser): void {
    browser.off('context', this.watchContext);
  }
}
