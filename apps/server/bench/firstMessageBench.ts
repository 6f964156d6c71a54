/**
 * First-message care benchmark (a command, not a test: these machines are shared and noisy).
 * What screening adds to a message's delivery: the text's own checks (word lists of the eight
 * languages, links, contact details) and, for a first message, the two queries (is the pair new;
 * did the sender send this text to others today), on a database holding BENCH_MESSAGES messages
 * of BENCH_SENDERS senders. Prints p50, p99 and the worst, against issue 18's 50 ms budget, on
 * embedded PGlite and, with BENCH_DATABASE_URL, on PostgreSQL too.
 *
 *   npm run bench:first-message -w @heartline/server
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { openDatabase, type Db } from '../src/db/database.ts';
import { screenFirstMessages } from '../src/domains/chat/firstMessage/firstMessageCare.ts';
import { screenText } from '../src/domains/chat/firstMessage/screen.ts';
import { storeMessages } from '../src/domains/chat/messageStore.ts';

const MESSAGES = Number(process.env.BENCH_MESSAGES ?? 20_000);
const SENDERS = Number(process.env.BENCH_SENDERS ?? 200);
const SAMPLES = Number(process.env.BENCH_SAMPLES ?? 2_000);
const BUDGET_MS = 50;

const texts = [
  'Hi! I loved your photos of Kyoto, have you been to Nara too?',
  'Add me on whatsapp: lukas_1990 and I send you more',
  '你好，很高兴认识你，我们可以做朋友吗？',
  'Привет! Как прошёл твой день? Я тоже люблю горы.',
  'Check https://example.com/promo for a crypto investment',
];

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;

function report(label: string, samples: number[]) {
  const sorted = [...samples].sort((a, b) => a - b);
  const p99 = percentile(sorted, 99);
  console.log(
    `${label.padEnd(44)} p50 ${percentile(sorted, 50).toFixed(3)} ms  p99 ${p99.toFixed(3)} ms  max ${sorted.at(-1)!.toFixed(3)} ms  ${p99 <= BUDGET_MS ? 'within' : 'OVER'} the ${BUDGET_MS} ms budget`,
  );
}

async function fill(db: Db) {
  const at = new Date();
  for (let start = 0; start < MESSAGES; start += 500) {
    const batch = Array.from({ length: Math.min(500, MESSAGES - start) }, (_, i) => {
      const n = start + i;
      return {
        from: `bench_s${n % SENDERS}`,
        to: `bench_r${n % 997}`,
        clientMsgId: `bench-${n}`,
        type: 'txt' as const,
        msg: texts[n % texts.length]!,
        ext: { platform: 'Web', brand: 'Bench' },
        at,
      };
    });
    await storeMessages(db, batch);
  }
}

async function run(label: string, db: Db) {
  await fill(db);
  const pure: number[] = [];
  const first: number[] = [];
  for (let i = 0; i < SAMPLES; i += 1) {
    const msg = texts[i % texts.length]!;
    let start = performance.now();
    screenText(msg);
    pure.push(performance.now() - start);
    start = performance.now();
    // A sender of the filled database writing to someone new: both queries run.
    await screenFirstMessages(
      db,
      [
        {
          from: `bench_s${i % SENDERS}`,
          to: `bench_new${i}`,
          type: 'txt',
          msg,
          betweenMembers: true,
        },
      ],
      new Date(),
    );
    first.push(performance.now() - start);
  }
  console.log(`${label}: ${MESSAGES} messages stored, ${SAMPLES} samples`);
  report('  the text checks alone', pure);
  report('  a first message, checks and queries', first);
}

const dir = await mkdtemp(path.join(tmpdir(), 'heartline-bench-'));
try {
  const pglite = await openDatabase({ dataDir: dir });
  await run('PGlite', pglite);
  await pglite.destroy();
  if (process.env.BENCH_DATABASE_URL) {
    const pg = await openDatabase({ url: process.env.BENCH_DATABASE_URL, dataDir: dir });
    await run('PostgreSQL', pg);
    await pg.destroy();
  }
} finally {
  await rm(dir, { recursive: true, force: true });
}
