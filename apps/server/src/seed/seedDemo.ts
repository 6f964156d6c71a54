/**
 * Seeds the demo world into an empty database at start-up (SEED_DEMO): thirty people across the
 * eight interface languages with avatars, albums, dynamics, likes, comments, follows, friends,
 * friend requests, visits and notifications, so a newcomer sees a living product. A database that
 * already has users is left alone. Everything is planned in memory from a seeded random source,
 * the pictures are drawn and stored, then all rows go in one transaction, in batches.
 */
import { randomBytes } from 'node:crypto';
import { sql } from 'kysely';
import type { Db } from '../db/database.ts';
import { hashPassword } from '../domains/account/passwords.ts';
import type { Services } from '../services.ts';
import { planEngagement } from './engagement.ts';
import { storeAvatar, storeScene } from './images.ts';
import { people } from './people.ts';
import { mulberry32 } from './random.ts';
import { planSocial } from './social.ts';
import { economySeedSteps } from './economySeedSteps.ts';
import { planAlbums, planDynamics, planUsers } from './world.ts';

/** Every demo user's password (documented in the README's "Demo logins"). */
export const DEMO_PASSWORD = 'heartline1';
const SEED = 20261122;
const BATCH = 500;

export async function seedDemo(services: Services): Promise<void> {
  const { db, storage, log } = services;
  const { n } = await db
    .selectFrom('users')
    .select(sql<number>`count(*)::int`.as('n'))
    .executeTakeFirstOrThrow();
  if (n > 0) {
    log.info('demo seed: the database already has users, nothing seeded');
    return;
  }

  // One hash for everyone: argon2 is slow on purpose, and they all share the password.
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  const started = performance.now();
  const now = services.now();
  const r = mulberry32(SEED);
  const users = planUsers(now, r);
  const album = planAlbums(now, r);
  const dynamics = planDynamics(now, r);
  const social = planSocial(now, r);
  const engagement = planEngagement(now, r, dynamics, social);

  const avatars = await inParallel(users, (u, i) => storeAvatar(storage, u.account, people[i]!));
  const pictures = [...album.map((photo) => photo.picture), ...dynamics.flatMap((d) => d.pictures)];
  const stored = await inParallel(pictures, (p) =>
    storeScene(storage, p.folder, p.account, p.name, p.scene, p.seed),
  );
  const urls = new Map(pictures.map((p, i) => [p, stored[i]!]));
  const albumUrls = album.map((photo) => urls.get(photo.picture)!);
  const dynamicUrls = dynamics.map((d) => d.pictures.map((p) => urls.get(p)!));
  const firstImage = new Map(dynamics.map((d, i) => [d.id, dynamicUrls[i]?.[0] ?? null]));
  const burning = new Set(dynamics.filter((d) => d.burn_after_reading).map((d) => d.id));

  await db.transaction().execute(async (trx) => {
    await inBatches(
      users.map((u, i) => ({
        ...u,
        avatar: avatars[i]!,
        password_hash: passwordHash,
        im_password: randomBytes(12).toString('base64url'),
      })),
      (rows) => trx.insertInto('users').values(rows).execute(),
    );
    await inBatches(
      album.map((photo, i) => ({
        id: i + 1,
        user_id: photo.user_id,
        url: albumUrls[i]!,
        created_at: photo.created_at,
      })),
      (rows) => trx.insertInto('album_photos').values(rows).execute(),
    );
    await inBatches(
      dynamics.map(({ pictures: _, ...d }, i) => ({
        ...d,
        images: JSON.stringify(dynamicUrls[i]),
      })),
      (rows) => trx.insertInto('dynamics').values(rows).execute(),
    );
    await inBatches(engagement.likes, (rows) =>
      trx.insertInto('dynamic_likes').values(rows).execute(),
    );
    // Top-level comments first: replies point at them.
    for (const level of [false, true]) {
      await inBatches(
        engagement.comments.filter((c) => (c.parent_id !== null) === level),
        (rows) => trx.insertInto('comments').values(rows).execute(),
      );
    }
    await inBatches(social.follows, (rows) => trx.insertInto('follows').values(rows).execute());
    await inBatches(social.friendships, (rows) =>
      trx.insertInto('friendships').values(rows).execute(),
    );
    await inBatches(social.requests, (rows) =>
      trx.insertInto('friend_requests').values(rows).execute(),
    );
    await inBatches(social.visits, (rows) => trx.insertInto('visits').values(rows).execute());
    await inBatches(
      engagement.interactions.map((event) => ({
        ...event,
        // The preview is the dynamic's first picture, never one that burns after reading.
        preview:
          event.dynamic_id && !burning.has(event.dynamic_id)
            ? (firstImage.get(event.dynamic_id) ?? null)
            : null,
      })),
      (rows) => trx.insertInto('interactions').values(rows).execute(),
    );
    if (await tableExists(trx, 'photo_permissions')) {
      await inBatches(social.photoPermissions, (rows) =>
        trx.insertInto('photo_permissions').values(rows).execute(),
      );
    }
    // Rows went in with explicit ids: move the sequences past them for later inserts.
    for (const table of ['users', 'album_photos', 'dynamics', 'comments']) {
      await sql`select setval(pg_get_serial_sequence(${table}, 'id'), (select max(id) from ${sql.table(table)}))`.execute(
        trx,
      );
    }
  });

  // The economy and chat of the demo world go through the domains' own code (ledger and all),
  // one seed step per domain, each in its own transaction, after the people exist.
  for (const step of economySeedSteps) await step(services, now);

  log.info(
    {
      users: users.length,
      albumPhotos: album.length,
      dynamics: dynamics.length,
      likes: engagement.likes.length,
      comments: engagement.comments.length,
      ms: Math.round(performance.now() - started),
    },
    'demo seed: the demo world is ready (log in as demo@heartline.app / heartline1)',
  );
}

async function tableExists(db: Db, table: string): Promise<boolean> {
  const { rows } = await sql<{
    found: boolean;
  }>`select to_regclass(${table}) is not null as found`.execute(db);
  return rows[0]?.found === true;
}

async function inBatches<T>(rows: T[], insert: (batch: T[]) => Promise<unknown>): Promise<void> {
  for (let i = 0; i < rows.length; i += BATCH) await insert(rows.slice(i, i + BATCH));
}

/** Maps over items a few at a time (a remote image store should not get hundreds at once). */
async function inParallel<T, R>(
  items: readonly T[],
  work: (item: T, index: number) => Promise<R>,
  limit = 16,
): Promise<R[]> {
  const results = new Array<R>(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const index = next;
      next += 1;
      results[index] = await work(items[index]!, index);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return results;
}
