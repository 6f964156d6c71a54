import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { chunkModulesPlugin } from './build/chunkModulesPlugin';
import { precompressPlugin } from './build/precompress';
import { shellPrecache } from './build/shellPrecache';
import { staticPagesPlugin } from './static-pages/staticPagesPlugin';

/** The API server the dev server forwards to (`npm start` serves it on 8080). */
const apiTarget = process.env.HEARTLINE_API ?? 'http://localhost:8080';

const shell = shellPrecache();

export default defineConfig({
  plugins: [
    react(),
    vanillaExtractPlugin(),
    staticPagesPlugin(),
    chunkModulesPlugin(),
    // .br and .gz beside each text file, served as they are by apps/server.
    precompressPlugin(),
    shell.plugin,
    // The service worker (src/serviceWorker/sw.ts) as /sw.js, with the shell's files to keep
    // offline; the app registers it itself (src/app/registerServiceWorker.ts), and the manifest
    // is public/manifest.webmanifest. Not in `vite dev`: only a production build has one.
    VitePWA({
      strategies: 'injectManifest',
      srcDir: 'src/serviceWorker',
      filename: 'sw.ts',
      injectRegister: false,
      manifest: false,
      injectManifest: {
        // A classic script: every browser that has service workers runs it.
        rollupFormat: 'iife',
        globPatterns: ['index.html', 'assets/*.{js,css}'],
        manifestTransforms: [shell.transform],
      },
    }),
  ],
  server: {
    port: 5173,
    proxy: {
      // The API and the chat gateway's WebSocket (/api/im) live on the same server.
      '/api': { target: apiTarget, changeOrigin: true, ws: true },
      '/uploads': { target: apiTarget, changeOrigin: true },
    },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // Read by scripts/bench-bundle.mjs to find what the first route loads.
    manifest: true,
    target: 'es2022',
    // The emoji set's 35 small SVGs stay files, fetched (and cached) when a text shows one,
    // rather than data URLs inside every chunk that can render emoji.
    assetsInlineLimit: (file) => (file.includes('@twemoji') ? false : undefined),
    // Easemob's chat SDK is one 600 kB chunk, loaded only when Easemob is configured; the budget
    // that matters, the first route's, is checked by `npm run bench:bundle`.
    chunkSizeWarningLimit: 700,
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            // The libraries every first screen runs, as one long-cached chunk: they change far
            // less often than the app, and one request beats a dozen small ones on a phone.
            {
              name: 'vendor',
              test: /node_modules[\\/](react|react-dom|scheduler|react-router|react-router-dom|i18next|react-i18next|valtio|proxy-compare|js-cookie|openapi-fetch)[\\/]/,
              priority: 20,
            },
          ],
        },
      },
    },
  },
});
