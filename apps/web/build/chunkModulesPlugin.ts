import type { Plugin } from 'vite';

/**
 * Writes `.vite/chunk-modules.json` into the build: for each JavaScript chunk, the modules in it.
 * scripts/bench-bundle.mjs reads it to prove no chunk of the first route holds the chat SDK.
 */
export function chunkModulesPlugin(): Plugin {
  return {
    name: 'heartline-chunk-modules',
    apply: 'build',
    generateBundle(_options, bundle) {
      const report: Record<string, string[]> = {};
      for (const output of Object.values(bundle)) {
        if (output.type === 'chunk') report[output.fileName] = [...output.moduleIds];
      }
      this.emitFile({
        type: 'asset',
        fileName: '.vite/chunk-modules.json',
        source: JSON.stringify(report, null, 1),
      });
    },
  };
}
