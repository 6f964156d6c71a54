// The browser the story tests run in, shared by packages/ui and apps/web: Debian's Chromium,
// headless, with the dependencies pre-bundled.
import { playwright } from '@vitest/browser-playwright';
import type { BrowserConfigOptions } from 'vitest/node';

/**
 * Debian's Chromium, headless, with the flags it needs when run as root on a machine without a
 * network beyond the registries. A fresh object for each project (projects must not share one).
 * Reduced motion makes every transition and animation settle at once before a screenshot.
 */
/**
 * How long a screenshot may take to settle (two captures alike in a row), a guard against a page
 * that never settles rather than a speed check: vitest's 5 s ran out on CI's busy cores while a
 * whole page was captured and compared twice.
 */
export const STABLE_SCREENSHOT_MS = 30_000;

/**
 * The browser tests' time-outs, guards against hangs (a story's screenshot runs in an afterEach
 * hook), not speed checks: a page story takes up to 10 s on a quiet machine (the first of a file
 * starts msw and loads the page), and ran into a 30 s guard on CI's busy cores.
 */
export const browserTimeouts = { testTimeout: 90_000, hookTimeout: 90_000 };

export function chromium(): BrowserConfigOptions {
  return {
    enabled: true,
    headless: true,
    screenshotFailures: false,
    provider: playwright({
      launchOptions: {
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
          '--font-render-hinting=none',
          // A picture that arrives late (lazy, decoded off the main thread) repaints only its
          // part of a tile, which anti-aliases the edges around it a shade differently from one
          // painted whole: whole tiles, so a page looks the same however its pictures arrived.
          '--disable-partial-raster',
        ],
      },
      contextOptions: { reducedMotion: 'reduce', deviceScaleFactor: 1, locale: 'en-US' },
    }),
    instances: [{ browser: 'chromium' }],
    expect: {
      toMatchScreenshot: {
        comparatorName: 'pixelmatch',
        // Anti-aliasing noise only: a 1 px border or a changed colour still fails.
        comparatorOptions: { threshold: 0.1, allowedMismatchedPixelRatio: 0 },
        timeout: STABLE_SCREENSHOT_MS,
      },
    },
  };
}

/**
 * Pre-bundled up front: a dependency Vite discovers mid-run makes it reload the browser, and the
 * test files loading at that moment fail to import.
 */
export const browserDeps = [
  'react',
  'react/jsx-runtime',
  'react/jsx-dev-runtime',
  'react-dom',
  'react-dom/client',
  'radix-ui',
  // The tooltip's bubble (loaded on first show): discovered mid-run, it reloaded the browser.
  '@floating-ui/react-dom',
  '@vanilla-extract/recipes/createRuntimeFn',
];
