// `npm run bench:scroll -w @heartline/ui` (issue 14): opens the 100,000-message conversation of
// MessageList's stories in Debian's Chromium and prints the mount time, the rows in the page, and
// the frames over 16.7 ms and over 50 ms while it scrolls from the newest message to the oldest.
// A benchmark, not a test: it exits 0 whatever the timings, and 1 only when it could not measure.
//
// BENCH_CPU_SLOWDOWN=4     CPU throttling: 4 (the default) is Lighthouse's mobile profile; 1 = none
// BENCH_VIEWPORT=phone     phone (375x812, the default) or desktop (1280x800)
// BENCH_SCROLL_STEP=6000   pixels scrolled up each animation frame. The default, seven phone
//                          screens a frame, is a drag of the scroll bar: every frame shows new
//                          rows, and the 8 million pixels take about 2,900 frames. 600 (a hard
//                          flick) mounts and measures every row of the history: far longer.
// BENCH_SCROLL_TIMEOUT=900 seconds of scrolling before the bench stops and reports the part done
// BENCH_PROFILE=scroll.cpuprofile  also saves a CPU profile of the scroll (Chrome DevTools'
//                          Performance panel opens it); the page is then built unminified
// CHROMIUM_PATH=/usr/bin/chromium
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { chromium, type CDPSession } from 'playwright-core';
import { build, preview } from 'vite';
import { printReport, type Heap } from './report.ts';

const here = path.dirname(fileURLToPath(import.meta.url));
/** Pixels a frame: see the header. */
const defaultStep = 6000;
const viewports = {
  phone: { width: 375, height: 812 },
  desktop: { width: 1280, height: 800 },
} as const;

function setting(name: string, fallback: number): number {
  const value = Number(process.env[name] ?? fallback);
  if (!Number.isFinite(value) || value <= 0) {
    throw new Error(`${name} must be a number above 0, not ${process.env[name]}`);
  }
  return value;
}

/** The environment's settings, checked before anything starts. */
function readSettings() {
  const viewportName = process.env.BENCH_VIEWPORT ?? 'phone';
  if (!(viewportName in viewports)) {
    throw new Error(`BENCH_VIEWPORT must be phone or desktop, not ${viewportName}`);
  }
  const profile = process.env.BENCH_PROFILE;
  return {
    cpuSlowdown: setting('BENCH_CPU_SLOWDOWN', 4),
    step: setting('BENCH_SCROLL_STEP', defaultStep),
    timeoutMs: setting('BENCH_SCROLL_TIMEOUT', 900) * 1000,
    viewportName,
    viewport: viewports[viewportName as keyof typeof viewports],
    profilePath: profile ? path.resolve(profile) : undefined,
  };
}
type Settings = ReturnType<typeof readSettings>;

/** What to undo on the way out, newest first: the browser, the server, the build. */
const cleanups: (() => unknown)[] = [];
async function cleanUp() {
  for (const undo of cleanups.splice(0).reverse()) {
    try {
      await undo();
    } catch (error) {
      console.error(`While cleaning up: ${(error as Error).message}`);
    }
  }
}
for (const [signal, code] of [
  ['SIGINT', 130],
  ['SIGTERM', 143],
] as const) {
  process.once(signal, () => {
    console.error(`\n${signal}: stopping the browser and the server ...`);
    void cleanUp().finally(() => process.exit(code));
  });
}

/** The harness page, built for production as the web app is (React's production build). */
async function buildPage(outDir: string, { profilePath }: Settings) {
  const started = performance.now();
  await build({
    root: here,
    configFile: false,
    logLevel: 'warn',
    plugins: [react(), vanillaExtractPlugin()],
    build: {
      outDir,
      emptyOutDir: true,
      target: 'es2022',
      chunkSizeWarningLimit: 2000,
      // Names in the profile, rather than the minifier's letters.
      minify: profilePath === undefined,
    },
  });
  console.log(`Built the harness page in ${((performance.now() - started) / 1000).toFixed(1)} s.`);
}

/** The page's JS heap as it is, then after a full garbage collection (what stays alive). */
async function heap(cdp: CDPSession): Promise<Heap> {
  const { usedSize } = await cdp.send('Runtime.getHeapUsage');
  await cdp.send('HeapProfiler.collectGarbage');
  const after = await cdp.send('Runtime.getHeapUsage');
  return { used: usedSize, afterGc: after.usedSize };
}

async function main(settings: Settings) {
  const { cpuSlowdown, step, timeoutMs, viewport, viewportName, profilePath } = settings;
  const work = mkdtempSync(path.join(tmpdir(), 'heartline-bench-scroll-'));
  cleanups.push(() => rmSync(work, { recursive: true, force: true }));
  await buildPage(work, settings);

  const server = await preview({
    root: here,
    configFile: false,
    logLevel: 'warn',
    build: { outDir: work },
    preview: { host: '127.0.0.1', port: 4318, strictPort: false, open: false },
  });
  cleanups.push(() => server.close());
  const url = server.resolvedUrls?.local[0];
  if (!url) throw new Error('vite preview gave no address');

  // Debian's Chromium with the flags it needs as root here (toolchain.md).
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
  cleanups.push(() => browser.close());
  const page = await browser.newPage({ viewport, deviceScaleFactor: 1, locale: 'en-US' });
  const pageErrors: string[] = [];
  page.on('pageerror', (error) => pageErrors.push(error.message));
  const cdp = await page.context().newCDPSession(page);
  // Before the page loads, so the mount is slowed down too.
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuSlowdown });

  console.log(`Opening ${url} in Chromium ${browser.version()} ...`);
  await page.goto(url);
  await page.waitForFunction(() => window.scrollBench !== undefined || undefined);
  const mount = await page.evaluate(() => window.scrollBench!.mounted);
  const heapAfterMount = await heap(cdp);

  console.log(`Mounted; scrolling to the oldest message, ${step} px a frame ...`);
  if (profilePath) {
    await cdp.send('Profiler.enable');
    await cdp.send('Profiler.start');
  }
  const scroll = await page.evaluate((options) => window.scrollBench!.scrollToOldest(options), {
    step,
    timeoutMs,
  });
  if (profilePath) {
    const { profile } = await cdp.send('Profiler.stop');
    writeFileSync(profilePath, JSON.stringify(profile));
    console.log(`CPU profile of the scroll saved to ${profilePath}`);
  }
  const heapAtEnd = await heap(cdp);
  if (pageErrors.length > 0) throw new Error(`The page failed:\n${pageErrors.join('\n')}`);

  printReport({
    browser: `Chromium ${browser.version()}`,
    viewport: `${viewportName} ${viewport.width}x${viewport.height}`,
    cpuSlowdown,
    step,
    mount,
    scroll,
    heapAfterMount,
    heapAtEnd,
  });
}

try {
  await main(readSettings());
} catch (error) {
  console.error(`\nbench:scroll could not measure: ${(error as Error).stack ?? String(error)}`);
  process.exitCode = 1;
} finally {
  await cleanUp();
}
