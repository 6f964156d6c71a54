/**
 * Grants or takes back the operator role (the moderation console, /moderation in the app), with
 * the server's own configuration (DATABASE_URL, or DATA_DIR's PGlite while the server is
 * stopped). The API never grants it: whoever runs this has the server's database.
 *
 *   npm run operator -w @heartline/server -- grant someone@example.com
 *   npm run operator -w @heartline/server -- revoke 100042
 *   npm run operator -w @heartline/server -- list
 */
import path from 'node:path';
import { loadConfig } from '../src/config.ts';
import { openDatabase } from '../src/db/database.ts';
import { listOperators, setRole } from '../src/domains/moderation/queries.ts';

const usage = 'Usage: operator grant|revoke <e-mail or account> | operator list';

/** What the operator typed wrong: said as it is, without a stack. */
class UsageError extends Error {}

/** An e-mail address, or a numeric account. */
function whoOf(text: string | undefined): { email?: string; account?: number } {
  if (!text) throw new UsageError(usage);
  return /^\d+$/.test(text) ? { account: Number(text) } : { email: text.trim().toLowerCase() };
}

async function main() {
  const [command, target] = process.argv.slice(2);
  if (command !== 'grant' && command !== 'revoke' && command !== 'list') {
    throw new UsageError(usage);
  }
  const config = loadConfig();
  const db = await openDatabase({
    url: config.DATABASE_URL,
    dataDir: path.join(config.DATA_DIR, 'pglite'),
    poolSize: 1,
  });
  try {
    if (command === 'list') {
      const operators = await listOperators(db);
      for (const o of operators) console.log(`${o.account}\t${o.email}\t${o.nickname}`);
      if (operators.length === 0) console.log('No operators.');
      return;
    }
    const who = whoOf(target);
    const changed = await setRole(db, who, command === 'grant' ? 'operator' : 'member');
    if (!changed) throw new UsageError(`Nobody has the e-mail or account ${target}.`);
    console.log(`${target} is ${command === 'grant' ? 'now an operator' : 'a member again'}.`);
  } finally {
    await db.destroy();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof UsageError ? error.message : error);
  process.exitCode = 1;
});
