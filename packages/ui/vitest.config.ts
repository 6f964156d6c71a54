import { fileURLToPath } from 'node:url';
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { playwright } from '@vitest/browser-playwright';
import type { BrowserConfigOptions } from 'vitest/node';
import { defineConfig } from 'vitest/config';

const here = (path: string) => fileURLToPath(new URL(path, import.meta.url));
const storybookConfigDir = here('../../.storybook');

/**
 * Debian's Chromium, headless, with the flags it needs when run as root on a machine without a
 * network beyond the registries. A fresh object for each project (projects must not share one).
 * Reduced motion makes every transition and animation settle at once before a screenshot.
 */
function chromium(): BrowserConfigOptions {
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
      },
    },
  };
}

/**
 * Pre-bundled up front: a dependency Vite discovers mid-run makes it reload the browser, and the
 * test files loading at that moment fail to import.
 */
const browserDeps = [
  'react',
  'react/jsx-runtime',
  'react/jsx-dev-runtime',
  'react-dom',
  'react-dom/client',
  'radix-ui',
  '@vanilla-extract/recipes/createRuntimeFn',
  '@vanilla-extract/sprinkles/createRuntimeSprinkles',
  '@tanstack/react-virtual',
  '@testing-library/react',
  '@testing-library/user-event',
];

export default defineConfig({
  test: {
    projects: [
      {
        // Every story of .storybook/main.ts that lives in this package, as a test: render, play
        // function, axe check (a violation fails), then a screenshot against its baseline.
        // `motion: 'off'` stops every animation and transition so screenshots are stable.
        plugins: [
          storybookTest({ configDir: storybookConfigDir, initialGlobals: { motion: 'off' } }),
        ],
        optimizeDeps: {
          include: [
            ...browserDeps,
            'msw',
            'msw/browser',
            'msw-storybook-addon/csf3',
            'openapi-msw',
            'storybook/test',
            'storybook/preview-api',
          ],
        },
        test: {
          name: 'stories',
          // The Storybook plugin roots this project at the repository (the parent of .storybook).
          // The root Storybook also holds apps/web's stories: those are that package's tests.
          exclude: ['apps/**', '**/node_modules/**'],
          setupFiles: [here('./test/storyScreenshot.ts')],
          browser: chromium(),
        },
      },
      {
        // Component behaviour tests in the same browser (focus, keyboard, portals).
        plugins: [react(), vanillaExtractPlugin()],
        optimizeDeps: { include: browserDeps },
        test: {
          name: 'components',
          include: ['src/**/*.test.tsx'],
          setupFiles: [here('./test/setupComponentTests.ts')],
          browser: chromium(),
        },
      },
      {
        // Pure logic (parsers, formatters) in Node.
        test: { name: 'unit', include: ['src/**/*.test.ts'], environment: 'node' },
      },
    ],
  },
});
