import { rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * Whether this run was narrowed to some files (`vitest run test/x.test.ts`): then the pact tests
 * may not run, and the committed pact file must stay.
 */
function narrowedToSomeFiles() {
  const args = process.argv.slice(process.argv.indexOf('run') + 1);
  return args.some((arg) => !arg.startsWith('-'));
}

/**
 * Starts every full run with no pact file, so an interaction removed from the tests leaves the
 * contract.
 */
export default function setup() {
  if (narrowedToSomeFiles()) return;
  const dir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../pacts');
  rmSync(path.join(dir, 'heartline-web-heartline-server.json'), { force: true });
}
