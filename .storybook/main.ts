// The one Storybook of the repository: packages/ui's components now, apps/web's pages later.
import type { StorybookConfig } from '@storybook/react-vite';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';

const config: StorybookConfig = {
  framework: { name: '@storybook/react-vite', options: {} },
  stories: ['../packages/ui/src/**/*.stories.tsx', '../apps/web/src/**/*.stories.tsx'],
  addons: ['@storybook/addon-a11y', '@storybook/addon-vitest'],
  // Serves mockServiceWorker.js (msw) at the site root.
  staticDirs: ['./public'],
  core: { disableTelemetry: true, disableWhatsNewNotifications: true },
  typescript: { reactDocgen: 'react-docgen-typescript' },
  viteFinal(viteConfig) {
    viteConfig.plugins = [...(viteConfig.plugins ?? []), vanillaExtractPlugin()];
    // Storybook's own manager and preview chunks are large by nature; the app's budget lives in
    // apps/web.
    viteConfig.build = { ...viteConfig.build, chunkSizeWarningLimit: 2000 };
    return viteConfig;
  },
};

export default config;
