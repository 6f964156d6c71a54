import { fileURLToPath } from 'node:url';
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
import { browserDeps, chromium, browserTimeouts } from '../../.storybook/vitestBrowser';

const here = (path: string) => fileURLToPath(new URL(path, import.meta.url));
const storybookConfigDir = here('../../.storybook');

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
          ...browserTimeouts,
          // Story files share the page's modules (React, Radix, Storybook's preview, msw) instead
          // of loading them again in a fresh frame each: a quarter less time (140 stories: 98 s
          // to 80 s). A story owns no module state: each renders from its args, and the preview
          // resets the theme, language and motion on <html> for every story.
          isolate: false,
          // The Storybook plugin roots this project at the repository (the parent of .storybook).
          // The root Storybook also holds apps/web's stories: those are that package's tests.
          exclude: ['apps/**', '**/node_modules/**'],
          setupFiles: [here('../../.storybook/storyScreenshot.ts')],
          browser: chromium(),
        },
      },
      {
        // Component behaviour tests in the same browser (focus, keyboard, portals).
        plugins: [react(), vanillaExtractPlugin()],
        optimizeDeps: { include: browserDeps },
        test: {
          name: 'components',
          ...browserTimeouts,
          include: ['src/**/*.test.tsx'],
          setupFiles: [here('./test/setupComponentTests.ts')],
          browser: chromium(),
        },
      },
      {
        // Pure logic (parsers, formatters) in Node.
        test: {
          name: 'unit',
          include: ['src/**/*.test.ts'],
          environment: 'node',
          // A guard against hangs, not a speed check: the row-size model's random runs take
          // seconds each, and more than vitest's default 5 s on a machine busy with the stories.
          testTimeout: 60_000,
        },
      },
    ],
  },
});
