import { fileURLToPath } from 'node:url';
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { defineConfig } from 'vitest/config';
import {
  browserDeps,
  chromium,
  STABLE_SCREENSHOT_MS,
  browserTimeouts,
} from '../../.storybook/vitestBrowser';

const here = (path: string) => fileURLToPath(new URL(path, import.meta.url));

export default defineConfig({
  test: {
    projects: [
      {
        // Stores, i18n completeness, formatters, image preparation: jsdom with msw.
        test: {
          name: 'unit',
          include: ['src/**/*.test.ts', 'static-pages/**/*.test.ts', 'build/**/*.test.ts'],
          environment: 'jsdom',
          // A guard against hangs, not a speed check: switching language loads its files lazily,
          // which takes seconds on a machine busy with the other workspaces' browser tests.
          testTimeout: 20_000,
        },
      },
      {
        // The page stories of the root Storybook that live in this package, as tests in Chromium:
        // render with msw answering, play function, axe check, screenshot against its baseline.
        plugins: [
          storybookTest({
            configDir: here('../../.storybook'),
            initialGlobals: { motion: 'off' },
          }),
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
            'react-router-dom',
            'valtio',
            'valtio/utils',
            'i18next',
            'react-i18next',
            'js-cookie',
            'dayjs',
            'browser-image-compression',
          ],
        },
        test: {
          name: 'stories',
          // Page stories wait for msw, lazy pages and images: room for a busy machine.
          ...browserTimeouts,
          // The Storybook plugin roots this project at the repository: packages/ui's stories are
          // that package's tests.
          exclude: ['packages/**', '**/node_modules/**'],
          setupFiles: [
            here('../../.storybook/storyScreenshot.ts'),
            here('./src/storybook/storiesWithoutToasts.ts'),
          ],
          browser: {
            ...chromium(),
            expect: {
              toMatchScreenshot: {
                comparatorName: 'pixelmatch',
                // Whole pages with photos, coins and toasts anti-alias a pixel or two differently
                // on a busy machine; a real change (a word, a colour, a moved box) is thousands.
                comparatorOptions: { threshold: 0.1, allowedMismatchedPixels: 100 },
                timeout: STABLE_SCREENSHOT_MS,
              },
            },
          },
        },
      },
    ],
  },
});
