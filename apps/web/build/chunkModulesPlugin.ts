import type { Plugin } from 'vite';

/** `.vite/chunk-modules.json`: what each output file of the build was made from. */
export interface ChunkModulesReport {
  /** Each JavaScript chunk: the modules in it. */
  chunks: Record<string, string[]>;
  /** Each style sheet: the style modules (`*.css.ts` of vanilla-extract, `*.css`) it holds. */
  styles: Record<string, string[]>;
}

const styleModule = /\.css(\.ts\.vanilla\.css)?(\?|$)/;

/**
 * Writes `.vite/chunk-modules.json` into the build. scripts/bench-bundle.mjs reads it to prove no
 * chunk of the first route holds the chat SDK; the delivery e2e test reads it to name the
 * components whose styles a page downloaded.
 */
export function chunkModulesPlugin(): Plugin {
  return {
    name: 'heartline-chunk-modules',
    apply: 'build',
    generateBundle(_options, bundle) {
      const report: ChunkModulesReport = { chunks: {}, styles: {} };
      for (const output of Object.values(bundle)) {
        if (output.type !== 'chunk') continue;
        const ids = [...output.moduleIds];
        report.chunks[output.fileName] = ids;
        // Vite gives a chunk one style sheet, made of the style modules inside that chunk.
        const sheets = [...(output.viteMetadata?.importedCss ?? [])];
        if (sheets.length === 1)
          report.styles[sheets[0]!] = ids.filter((id) => styleModule.test(id));
      }
      this.emitFile({
        type: 'asset',
        fileName: '.vite/chunk-modules.json',
        source: JSON.stringify(report, null, 1),
      });
    },
  };
}
