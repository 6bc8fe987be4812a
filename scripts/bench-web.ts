/**
 * `npm run bench:web`: what a cold first load of five pages costs in headless Chromium.
 * Builds (skip with --no-build), starts the server on a free port with a temporary DATA_DIR (embedded
 * PGlite, demo seed), and loads /login, /, the franchisee dashboard, the catalogue and /order-approvals
 * (signed in through the API), each in a fresh browser context, so nothing is cached. Prints, per page,
 * the compressed JS and CSS body bytes transferred (CDP encodedDataLength less the headers), LCP, CLS and total blocking time,
 * and writes them to bench/web.json.
 *
 * Options: --no-build (use the existing build), --web-dir DIR (serve another build; WEB_DIR),
 * --from-source (run the server with tsx instead of dist/server/main.js), --out FILE, --runs N (median of N).
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium, type Browser } from 'playwright-core';
import { DEMO_PASSWORD } from '../src/shared/constants';

const args = process.argv.slice(2);
const flag = (name: string) => args.includes(name);
const option = (name: string) => {
  const i = args.indexOf(name);
  return i >= 0 ? args[i + 1] : undefined;
};
const WEB_DIR = path.resolve(option('--web-dir') ?? 'dist/web');
const OUT = path.resolve(option('--out') ?? 'bench/web.json');
const RUNS = Number(option('--runs') ?? 3);
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--no-first-run',
  '--disable-quic',
  '--disable-sync',
];

const PAGES = [
  { name: 'login', path: '/login', as: null },
  { name: 'home', path: '/', as: null },
  { name: 'franchisee dashboard', path: '/franchisee-dashboard', as: 'franchisee@demo.com' },
  { name: 'catalogue', path: '/product-catalog', as: 'franchisee@demo.com' },
  { name: 'order approvals', path: '/order-approvals', as: 'franchisor@demo.com' },
] as const;

export interface PageResult {
  page: string;
  path: string;
  jsBytes: number;
  cssBytes: number;
  jsFiles: number;
  /** JS bytes on the wire including response headers. */
  jsWireBytes: number;
  lcpMs: number;
  cls: number;
  tbtMs: number;
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.on('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as { port: number };
      srv.close(() => resolve(port));
    });
  });
}

async function waitForHealth(base: string, server: ChildProcess): Promise<void> {
  const started = Date.now();
  while (Date.now() - started < 120_000) {
    if (server.exitCode !== null) throw new Error(`the server exited with ${server.exitCode}`);
    try {
      if ((await fetch(`${base}/api/health`)).ok) return;
    } catch {
      /* not up yet */
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error('the server did not start within 120 s');
}

/** Collects LCP, layout shifts and long tasks from the first byte on (buffered observers). */
const OBSERVE = `
  window.__bench = { lcp: 0, cls: 0, tbt: 0 };
  new PerformanceObserver((l) => { for (const e of l.getEntries()) window.__bench.lcp = e.renderTime || e.loadTime || e.startTime; })
    .observe({ type: 'largest-contentful-paint', buffered: true });
  new PerformanceObserver((l) => { for (const e of l.getEntries()) if (!e.hadRecentInput) window.__bench.cls += e.value; })
    .observe({ type: 'layout-shift', buffered: true });
  new PerformanceObserver((l) => { for (const e of l.getEntries()) window.__bench.tbt += Math.max(0, e.duration - 50); })
    .observe({ type: 'longtask', buffered: true });
`;

async function loadOnce(browser: Browser, base: string, p: (typeof PAGES)[number]): Promise<PageResult> {
  const context = await browser.newContext({ baseURL: base, viewport: { width: 1280, height: 800 } });
  try {
    if (p.as) {
      const res = await context.request.post('/api/auth/sign-in/email', {
        data: { email: p.as, password: DEMO_PASSWORD },
        headers: { origin: base },
      });
      if (!res.ok()) throw new Error(`sign-in as ${p.as}: ${res.status()} ${await res.text()}`);
    }
    const page = await context.newPage();
    await page.addInitScript(OBSERVE);
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
    // encodedDataLength at responseReceived is the header bytes; at loadingFinished, headers + (compressed) body.
    const seen = new Map<string, { type: string; headerBytes: number }>();
    const sizes = { Script: 0, Stylesheet: 0, scripts: 0, wire: 0 };
    cdp.on('Network.responseReceived', (e) => seen.set(e.requestId, { type: e.type, headerBytes: e.response.encodedDataLength }));
    cdp.on('Network.loadingFinished', (e) => {
      const r = seen.get(e.requestId);
      if (!r || (r.type !== 'Script' && r.type !== 'Stylesheet')) return;
      const body = e.encodedDataLength - r.headerBytes;
      if (r.type === 'Script') {
        sizes.Script += body;
        sizes.scripts += 1;
        sizes.wire += e.encodedDataLength;
      } else sizes.Stylesheet += body;
    });
    await page.goto(p.path, { waitUntil: 'load' });
    await page.locator('main h1, h1').first().waitFor({ state: 'visible', timeout: 30_000 });
    await page.waitForTimeout(1500); // let late chunks, layout shifts and long tasks land
    const m = (await page.evaluate('window.__bench')) as { lcp: number; cls: number; tbt: number };
    return {
      page: p.name,
      path: p.path,
      jsBytes: sizes.Script,
      cssBytes: sizes.Stylesheet,
      jsFiles: sizes.scripts,
      jsWireBytes: sizes.wire,
      lcpMs: Math.round(m.lcp),
      cls: Number(m.cls.toFixed(4)),
      tbtMs: Math.round(m.tbt),
    };
  } finally {
    await context.close();
  }
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

async function main() {
  if (!flag('--no-build')) {
    const build = spawnSync('npm', ['run', 'build'], { stdio: 'inherit' });
    if (build.status !== 0) process.exit(build.status ?? 1);
  }
  const port = await freePort();
  const base = `http://localhost:${port}`;
  const dataDir = mkdtempSync(path.join(tmpdir(), 'fh-bench-web-'));
  const command = flag('--from-source') ? ['npx', 'tsx', 'src/server/main.ts'] : ['node', 'dist/server/main.js'];
  const server = spawn(command[0]!, command.slice(1), {
    env: {
      ...process.env,
      PORT: String(port),
      DATA_DIR: dataDir,
      WEB_DIR,
      LOG_LEVEL: 'warn',
      NODE_ENV: 'production',
      SEED_DEMO: 'true',
      BETTER_AUTH_SECRET: 'bench-web-secret-bench-web-secret-0123',
    },
    stdio: ['ignore', 'inherit', 'inherit'],
    detached: true, // its own process group, so the server behind npx/tsx stops with it
  });
  let browser: Browser | undefined;
  try {
    await waitForHealth(base, server);
    browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS });
    // One warm-up load so the server's first-request costs do not land on /login's numbers.
    await loadOnce(browser, base, PAGES[0]);
    const results: PageResult[] = [];
    for (const p of PAGES) {
      const runs: PageResult[] = [];
      for (let i = 0; i < RUNS; i++) runs.push(await loadOnce(browser, base, p));
      results.push({
        ...runs[0]!,
        lcpMs: median(runs.map((r) => r.lcpMs)),
        cls: median(runs.map((r) => r.cls)),
        tbtMs: median(runs.map((r) => r.tbtMs)),
      });
    }
    const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`.padStart(10);
    console.log(
      `\n${'page'.padEnd(22)}${'JS'.padStart(10)}${'CSS'.padStart(10)}${'LCP'.padStart(9)}${'CLS'.padStart(8)}${'TBT'.padStart(8)}`,
    );
    for (const r of results) {
      console.log(
        `${`${r.page} ${r.path}`.padEnd(22).slice(0, 22)}${kb(r.jsBytes)}${kb(r.cssBytes)}${`${r.lcpMs} ms`.padStart(9)}${r.cls.toFixed(3).padStart(8)}${`${r.tbtMs} ms`.padStart(8)}`,
      );
    }
    mkdirSync(path.dirname(OUT), { recursive: true });
    writeFileSync(
      OUT,
      `${JSON.stringify({ measuredAt: new Date().toISOString(), runsPerPage: RUNS, webDir: path.relative(process.cwd(), WEB_DIR), pages: results }, null, 2)}\n`,
    );
    console.log(`\nwrote ${path.relative(process.cwd(), OUT)} (median of ${RUNS} cold loads per page for LCP, CLS and TBT)`);
  } finally {
    await browser?.close();
    if (server.pid) process.kill(-server.pid, 'SIGTERM');
    rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
