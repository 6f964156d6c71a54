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
 * Part 1 of the provider verification: identity, reference lists, profiles and friends,
 * matching, albums and uploads, dynamics, complaints, announcements and interaction
 * notifications (the three generic failures of failures.pact.test.ts call /account/my-info and
 * /user/search, so they are in too), and the customer-service account and notice dismissal of
 * part 2. The rest of part 2 (wallet, VIP, translation, gifts, mall, conversations, unread
 * counts, burn images) is replayed once the server answers it.
 */
export const IN_SCOPE_PATH_PREFIXES = [
  '/account/',
  '/system/',
  '/user/',
  '/friend/',
  '/bump/',
  '/album/',
  '/file/',
  '/dynamic/',
  '/complain/',
  '/message/notices',
  '/interact/list',
  '/service/im-account',
  '/message/update_alert_status',
];

/** Paid translations of dynamics and comments move characters and coins: part 2. */
export const OUT_OF_SCOPE_PATHS = ['/dynamic/translate', '/dynamic/translate-comment'];

interface PactFile {
  interactions: {
    description: string;
    request: { path: string };
    providerStates?: { name: string }[];
  }[];
}

export function inScope(requestPath: string): boolean {
  return (
    IN_SCOPE_PATH_PREFIXES.some((prefix) => requestPath.startsWith(prefix)) &&
    !OUT_OF_SCOPE_PATHS.includes(requestPath)
  );
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
  const file = path.join(mkdtempSync(path.join(tmpdir(), 'heartline-pact-')), 'part1.json');
  writeFileSync(file, JSON.stringify({ ...pact, interactions }, null, 2));
  const states = new Set(interactions.flatMap((i) => (i.providerStates ?? []).map((s) => s.name)));
  return { file, interactions: interactions.length, states: [...states] };
}
