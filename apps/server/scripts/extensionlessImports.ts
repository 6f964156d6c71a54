/**
 * Lets Node run packages/im's TypeScript as it is: the workspace packages are written for a
 * bundler (Vite, Vitest), whose imports leave out `.ts` and `/index.ts`. Node's own type
 * stripping needs them, so this resolve hook adds them to a relative import that finds nothing.
 * Used by the commands that run the chat client in Node (bench:chat, service-console):
 *
 *   node --import ./scripts/extensionlessImports.ts bench/chatBench.ts
 */
import { registerHooks } from 'node:module';

registerHooks({
  resolve(specifier, context, nextResolve) {
    try {
      return nextResolve(specifier, context);
    } catch (error) {
      const relative = specifier.startsWith('./') || specifier.startsWith('../');
      if (!relative || (error as { code?: string }).code !== 'ERR_MODULE_NOT_FOUND') throw error;
      for (const candidate of [`${specifier}.ts`, `${specifier}/index.ts`]) {
        try {
          return nextResolve(candidate, context);
        } catch {
          // Try the next form.
        }
      }
      throw error;
    }
  },
});
