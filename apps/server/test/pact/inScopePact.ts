/**
 * The part of the consumer contract this verification covers, written to a file of its own: the
 * verifier replays every interaction of the files it is given.
 */
import { existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

export const consumerPact = path.resolve(
  import.meta.dirname,
  '../../../../packages/sdk/pacts/heartline-web-heartline-server.json',
);

/**
 * Every interaction of the contract is verified. While one domain is being built, PACT_ONLY (a
 * comma-separated list of path prefixes, e.g. PACT_ONLY=/gift/,/umall) narrows the run to it.
 */
const only = (process.env.PACT_ONLY ?? '')
  .split(',')
  .map((s) => s.trim())
  .filter(Boolean);

interface PactFile {
  interactions: {
    description: string;
    request: { path: string };
    providerStates?: { name: string }[];
  }[];
}

export function inScope(requestPath: string): boolean {
  return only.length === 0 || only.some((prefix) => requestPath.startsWith(prefix));
}

/**
 * Writes the in-scope interactions to a temporary pact file; returns its path, how many
 * interactions it holds and the provider states they name.
 */
export function writeInScopePact(): { file: string; interactions: number; states: string[] } {
  if (!existsSync(consumerPact)) {
    throw new Error(
      `No consumer contract at ${consumerPact}: run the SDK's tests first (npm test -w @heartline/sdk).`,
    );
  }
  const pact = JSON.parse(readFileSync(consumerPact, 'utf8')) as PactFile;
  const interactions = pact.interactions.filter((i) => inScope(i.request.path));
  const file = path.join(mkdtempSync(path.join(tmpdir(), 'heartline-pact-')), 'contract.json');
  writeFileSync(file, JSON.stringify({ ...pact, interactions }, null, 2));
  const states = new Set(interactions.flatMap((i) => (i.providerStates ?? []).map((s) => s.name)));
  return { file, interactions: interactions.length, states: [...states] };
}
