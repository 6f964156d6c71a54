import { rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** Starts every run with no pact file, so an interaction removed from the tests leaves the contract. */
export default function setup() {
  const dir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../pacts');
  rmSync(path.join(dir, 'heartline-web-heartline-server.json'), { force: true });
}
