import type { Plugin } from 'vite';
import type { VitePWAOptions } from 'vite-plugin-pwa';

type ManifestTransform = NonNullable<
  NonNullable<VitePWAOptions['injectManifest']>['manifestTransforms']
>[number];

/**
 * What the service worker keeps offline: index.html and the files the entry loads before the
 * first screen (the entry chunk, the chunks it imports statically, their style sheets), found in
 * the bundle by `plugin`; `transform` narrows the worker's precache list to them. Lazy chunks
 * (pages, the chat SDK) stay out: see src/serviceWorker/precacheShell.ts.
 */
export function shellPrecache(): { plugin: Plugin; transform: ManifestTransform } {
  const shell = new Set<string>();
  const plugin: Plugin = {
    name: 'heartline-shell-precache',
    apply: 'build',
    generateBundle(_options, bundle) {
      shell.clear();
      shell.add('index.html');
      const visit = (fileName: string) => {
        const output = bundle[fileName];
        if (!output || output.type !== 'chunk' || shell.has(fileName)) return;
        shell.add(fileName);
        for (const sheet of output.viteMetadata?.importedCss ?? []) shell.add(sheet);
        for (const imported of output.imports) visit(imported);
      };
      for (const output of Object.values(bundle)) {
        if (output.type === 'chunk' && output.isEntry) visit(output.fileName);
      }
    },
  };
  const transform: ManifestTransform = (entries) => {
    const kept = entries.filter((entry) => shell.has(entry.url));
    const warnings = shell.size > 1 ? [] : ['No entry chunk was seen: only index.html is kept'];
    return Promise.resolve({ manifest: kept, warnings });
  };
  return { plugin, transform };
}
