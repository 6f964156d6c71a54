/**
 * Ledger benchmark (a command, not a test: these machines are shared and noisy). Runs random
 * coin transfers between 100 wallets through the real `move`, each in its own database
 * transaction, and prints transfers per second and latency percentiles, on embedded PGlite and,
 * when BENCH_DATABASE_URL is set, on that PostgreSQL server too.
 *
 *   npm run bench:ledger -w @heartline/server
 *   BENCH_DATABASE_URL=postgres://heartline:heartline@127.0.0.1/heartline_bench npm run bench:ledger -w @heartline/server
 */
import { sql } from 'kysely';
import { openDatabase, type Db } from '../src/db/database.ts';
import { move } from '../src/ledger/ledger.ts';

const WALLETS = 100;
const TRANSFERS = Number(process.env.BENCH_TRANSFERS ?? 2000);
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 8);

async function prepare(db: Db): Promise<number[]> {
  await sql`truncate ledger_entries, ledger_transactions, idempotency_keys restart identity cascade`.execute(
    db,
  );
  await sql`delete from users where email like 'bench-%'`.execute(db);
  const rows = Array.from({ length: WALLETS }, (_, i) => ({
    account: 900000 + i,
    email: `bench-${i}@example.com`,
    password_hash: 'x',
    nickname: `bench ${i}`,
    avatar: '',
    gender: i % 3,
    region: 'CN',
    common_language: 'zh',
    im_account: `bench${i}`,
    im_password: 'x',
  }));
  const users = await db.insertInto('users').values(rows).returning('id').execute();
  const ids = users.map((u) => u.id);
  const now = new Date();
  for (const id of ids) {
    await db
      .transaction()
      .execute((trx) =>
        move(trx, { kind: 'recharge', userId: id, at: now }, [
          { asset: 'goldCoin', from: 'house', to: { userId: id }, amount: 1_000_000 },
        ]),
      );
  }
  return ids;
}

async function run(label: string, db: Db) {
  const ids = await prepare(db);
  const latencies: number[] = [];
  let next = 0;
  const started = performance.now();
  const worker = async () => {
    while (next < TRANSFERS) {
      next += 1;
      const from = ids[Math.floor(Math.random() * ids.length)] as number;
      let to = ids[Math.floor(Math.random() * ids.length)] as number;
      if (to === from) to = ids[(ids.indexOf(from) + 1) % ids.length] as number;
      const t0 = performance.now();
      await db.transaction().execute((trx) =>
        move(trx, { kind: 'redPacket', userId: from, at: new Date() }, [
          {
            asset: 'goldCoin',
            from: { userId: from },
            to: { userId: to },
            amount: 1 + Math.floor(Math.random() * 10),
          },
        ]),
      );
      latencies.push(performance.now() - t0);
    }
  };
  await Promise.all(Array.from({ length: CONCURRENCY }, worker));
  const seconds = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  const p = (q: number) =>
    latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))]?.toFixed(2);
  const check = await sql<{ n: number }>`
    select count(*)::int as n from users u
    where u.gold_coin <> coalesce((select sum(amount) from ledger_entries e where e.user_id = u.id and e.asset = 'goldCoin'), 0)
  `.execute(db);
  console.log(
    `${label.padEnd(10)} ${TRANSFERS} transfers, concurrency ${CONCURRENCY}: ` +
      `${(TRANSFERS / seconds).toFixed(0)} transfers/s, latency p50 ${p(0.5)} ms, p99 ${p(0.99)} ms, max ${p(1)} ms; ` +
      `wallets out of step with their ledger: ${check.rows[0]?.n}`,
  );
}

const pglite = await openDatabase({ dataDir: 'memory' });
await run('PGlite', pglite);
await pglite.destroy();
if (process.env.BENCH_DATABASE_URL) {
  const pg = await openDatabase({ url: process.env.BENCH_DATABASE_URL, dataDir: 'memory' });
  await run('PostgreSQL', pg);
  await pg.destroy();
} else {
  console.log('PostgreSQL: set BENCH_DATABASE_URL to a database to measure it too');
}
