// `npm run bench:lighthouse` (issue 14): Lighthouse's default mobile audit (a mid-range phone
// on slow 4G with a 4x slower CPU, simulated) of /login signed out and /encounter signed in,
// against a fresh production build served by the real server. Prints the median run's scores
// and metrics beside the targets, and what to fix. A benchmark, not a test: it exits 0 whatever
// the scores, and 1 only when it could not measure.
//
// LIGHTHOUSE_RUNS=3          runs per route (the median is reported)
// LIGHTHOUSE_SKIP_BUILD=1    measure apps/web/dist as it is instead of building first
// CHROMIUM_PATH=/usr/bin/chromium
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { computeMedianRun, filterToValidRuns } from 'lighthouse/core/lib/median-run.js';
import puppeteer from 'puppeteer-core';
import { printRoute } from './bench-lighthouse/report.mjs';
import { buildWebApp, registerMember, startServer } from './bench-lighthouse/server.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const runsPerRoute = Number(process.env.LIGHTHOUSE_RUNS ?? 3);
const chromePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
// chrome-launcher adds its own quiet-browser flags (no background networking, sync, first-run
// or component updates); these are what Debian's Chromium needs besides, as root, without a GPU,
// and English, the language the web app then picks (it follows the browser's).
const chromeFlags = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--lang=en-US',
];
const categories = ['performance', 'accessibility', 'best-practices', 'seo'];
const routes = [
  { path: '/login', title: '/login (signed out)', signedIn: false },
  { path: '/encounter', title: '/encounter (signed in)', signedIn: true },
];
/** Name of the web app's session cookie (apps/web/src/stores/token.ts). */
const TOKEN_COOKIE = 'heartline_token';

if (!Number.isInteger(runsPerRoute) || runsPerRoute < 1) {
  console.error(`LIGHTHOUSE_RUNS must be a whole number of 1 or more, not ${runsPerRoute}`);
  process.exit(1);
}
// Checked first: chrome-launcher reports a missing browser as an unhandled error, mid-bench.
if (!existsSync(chromePath)) {
  console.error(
    `No Chromium at ${chromePath}: install it (Debian: apt-get install chromium) or set ` +
      'CHROMIUM_PATH to a Chrome or Chromium.',
  );
  process.exit(1);
}

/** What to undo on the way out, newest first: the server, temporary folders. */
const cleanups = [];
async function cleanUp() {
  for (const undo of cleanups.splice(0).reverse()) {
    try {
      await undo();
    } catch (error) {
      console.error(`While cleaning up: ${error.message}`);
    }
  }
}

// Ctrl-C ends the step under way (a running Lighthouse fails once its browser is killed, a wait
// or an API call is aborted) and lets main() unwind, so the one clean-up path below stops the
// server and removes the folders. A second Ctrl-C leaves at once (the server dies with the bench).
const abort = new AbortController();
/** The browsers running now, killed at once on Ctrl-C. */
const browsers = new Set();
for (const [signal, code] of [
  ['SIGINT', 130],
  ['SIGTERM', 143],
]) {
  process.on(signal, () => {
    if (abort.signal.aborted) process.exit(code);
    console.error(`\n${signal}: stopping the browser and the server ...`);
    process.exitCode = code;
    abort.abort(new Error(`Stopped by ${signal}`));
    for (const chrome of browsers) chrome.kill();
  });
}

/**
 * One Lighthouse run in a Chromium of its own: a new, empty profile each time, so every run
 * loads cold, as a first visit does. With `token`, the session cookie is set first and
 * Lighthouse told not to clear storage, so the page loads signed in.
 */
async function audit(url, token) {
  abort.signal.throwIfAborted();
  const chrome = await chromeLauncher.launch({
    chromePath,
    chromeFlags,
    logLevel: 'silent',
    // The bench's own handler stops the server too; chrome-launcher's would exit before that.
    handleSIGINT: false,
  });
  browsers.add(chrome);
  try {
    abort.signal.throwIfAborted();
    const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chrome.port}` });
    try {
      if (token) {
        const { hostname } = new URL(url);
        // As the app writes it (js-cookie): path /, SameSite Lax, not Secure on http, 30 days.
        const expires = Math.round(Date.now() / 1000) + 30 * 86_400;
        await browser.setCookie({
          name: TOKEN_COOKIE,
          value: token,
          domain: hostname,
          path: '/',
          sameSite: 'Lax',
          expires,
        });
      }
      const page = await browser.newPage();
      const flags = {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: categories,
        disableStorageReset: Boolean(token),
      };
      const result = await lighthouse(url, flags, undefined, page);
      if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
      const { lhr } = result;
      if (lhr.runtimeError) {
        throw new Error(`Lighthouse could not audit ${url}: ${lhr.runtimeError.message}`);
      }
      return lhr;
    } finally {
      await browser.disconnect();
    }
  } finally {
    browsers.delete(chrome);
    chrome.kill();
  }
}

async function main() {
  const work = mkdtempSync(path.join(tmpdir(), 'heartline-lighthouse-'));
  const reportsDir = path.join(work, 'reports');
  mkdirSync(reportsDir);
  // Only the reports outlive the bench, and only when it measured both routes.
  let measured = false;
  cleanups.push(() => {
    if (!measured) rmSync(work, { recursive: true, force: true });
  });

  let webDist = path.join(root, 'apps/web/dist');
  if (process.env.LIGHTHOUSE_SKIP_BUILD === '1') {
    console.log(`LIGHTHOUSE_SKIP_BUILD=1: measuring ${webDist} as it is.`);
  } else {
    webDist = path.join(work, 'web');
    cleanups.push(() => rmSync(webDist, { recursive: true, force: true }));
    buildWebApp(root, webDist);
  }

  console.log('Starting the server (seeding the demo world) ...');
  const server = await startServer(root, {
    webDist,
    dataDir: path.join(work, 'data'),
    signal: abort.signal,
  });
  cleanups.push(server.stop);
  const token = await registerMember(server.baseUrl, abort.signal);
  console.log(`Server at ${server.baseUrl}; a new member signed up for /encounter.`);

  const results = [];
  for (const route of routes) {
    const url = `${server.baseUrl}${route.path}`;
    const runs = [];
    for (let i = 1; i <= runsPerRoute; i += 1) {
      const lhr = await audit(url, route.signedIn ? token : undefined);
      // A signed-in page that ended on /login measured the login page: not what was asked.
      if (new URL(lhr.finalDisplayedUrl).pathname !== route.path) {
        throw new Error(`${route.title} ended at ${lhr.finalDisplayedUrl}, not ${route.path}`);
      }
      const performance = Math.round(lhr.categories.performance.score * 100);
      console.log(`  ${route.path} run ${i}/${runsPerRoute}: performance ${performance}`);
      runs.push(lhr);
    }
    // The run Lighthouse itself calls the median (PageSpeed Insights and Lighthouse CI pick it
    // the same way): the one nearest the median FCP and the median time to interactive, steadier
    // than the middle score, which one slow task can move either way. Runs without an FCP or a
    // TTI cannot be placed and are left out.
    const median = computeMedianRun(filterToValidRuns(runs));
    const reportPath = path.join(reportsDir, `${route.path.slice(1)}.report.json`);
    writeFileSync(reportPath, JSON.stringify(median, null, 2));
    results.push({ title: route.title, runs, median, reportPath });
  }

  measured = true;

  const { lighthouseVersion, configSettings, environment } = results[0].median;
  const { throttling } = configSettings;
  const throttlingMethod =
    configSettings.throttlingMethod === 'simulate' ? 'simulated' : configSettings.throttlingMethod;
  console.log(
    `\nLighthouse ${lighthouseVersion}, ${environment.hostUserAgent.match(/Chrome\/[\d.]+/)?.[0]}, ` +
      `${configSettings.formFactor}, ${throttlingMethod} throttling ` +
      `(RTT ${throttling.rttMs} ms, ${Math.round(throttling.throughputKbps)} kbps, ` +
      `CPU x${throttling.cpuSlowdownMultiplier}). Targets are issue 14's; reported, not asserted.`,
  );
  for (const result of results) printRoute(result);
  console.log(`\nMedian runs' reports kept in ${reportsDir}`);
}

try {
  await main();
} catch (error) {
  // After Ctrl-C the failure is the interruption itself, already reported.
  if (!abort.signal.aborted) {
    console.error(`\nbench:lighthouse could not measure: ${error.stack ?? error}`);
    process.exitCode = 1;
  }
} finally {
  await cleanUp();
}
