/** The match domain's SQL: the users the encounter pages list, random matches and their count. */
import { sql } from 'kysely';
import { noBlockBetween } from '../../db/blocks.ts';
import type { Db } from '../../db/database.ts';
import type { User } from '../../db/tables.ts';
import type { PageRequest } from '../../http/paging.ts';
import type { Trx } from '../../ledger/ledger.ts';

/** Users other than the caller who have not cancelled, and neither blocked nor blocking them. */
function othersOf(db: Db, userId: number) {
  return db
    .selectFrom('users')
    .where('users.id', '!=', userId)
    .where('users.cancelled_at', 'is', null)
    .where(noBlockBetween(userId, 'users.id'));
}

export function countOthers(db: Db, userId: number) {
  return othersOf(db, userId)
    .select(sql<number>`count(*)::int`.as('total'))
    .executeTakeFirstOrThrow();
}

/**
 * A page of the others, those sharing the caller's common language and region first (both before
 * either), then those online (active after `onlineSince`), then the most recently active.
 */
export function listRecommendedPage(
  db: Db,
  me: Pick<User, 'id' | 'common_language' | 'region'>,
  onlineSince: Date,
  page: PageRequest,
): Promise<User[]> {
  const shared = sql<number>`(case when users.common_language = ${me.common_language} and users.common_language <> '' then 1 else 0 end
    + case when users.region = ${me.region} and users.region <> '' then 1 else 0 end)`;
  const online = sql<number>`case when users.last_active_at > ${onlineSince} then 1 else 0 end`;
  return othersOf(db, me.id)
    .selectAll('users')
    .orderBy(shared, 'desc')
    .orderBy(online, 'desc')
    .orderBy(sql`users.last_active_at desc nulls last`)
    .orderBy('users.id', 'asc')
    .limit(page.pageSize)
    .offset(page.offset)
    .execute();
}

/** The others active after `since`. */
const onlineOthers = (db: Db, userId: number, since: Date) =>
  othersOf(db, userId).where('users.last_active_at', '>', since);

export function countOnline(db: Db, userId: number, since: Date) {
  return onlineOthers(db, userId, since)
    .select(sql<number>`count(*)::int`.as('total'))
    .executeTakeFirstOrThrow();
}

/** A page of the others active after `since`, the most recently active first. */
export function listOnlinePage(
  db: Db,
  userId: number,
  since: Date,
  page: PageRequest,
): Promise<User[]> {
  return onlineOthers(db, userId, since)
    .selectAll('users')
    .orderBy('users.last_active_at', 'desc')
    .orderBy('users.id', 'asc')
    .limit(page.pageSize)
    .offset(page.offset)
    .execute();
}

/** Locks the user's row until the transaction ends. */
export async function lockUser(trx: Trx, userId: number): Promise<void> {
  await trx.selectFrom('users').select('id').where('id', '=', userId).forUpdate().execute();
}

/**
 * A random user other than the caller, not cancelled, not blocked either way, not matched with
 * the caller on `day` (either way round), verified when asked; those active after `onlineSince`
 * first.
 */
export function findRandomPartner(
  trx: Trx,
  userId: number,
  day: string,
  choice: { onlineSince: Date; verifiedOnly: boolean },
): Promise<User | undefined> {
  const { onlineSince } = choice;
  return trx
    .selectFrom('users')
    .selectAll('users')
    .where('users.id', '!=', userId)
    .where('users.cancelled_at', 'is', null)
    .$if(choice.verifiedOnly, (qb) => qb.where('users.verified_at', 'is not', null))
    .where(noBlockBetween(userId, 'users.id'))
    .where((eb) =>
      eb.not(
        eb.exists(
          eb
            .selectFrom('matches')
            .select('matches.id')
            .where('matches.day', '=', day)
            .where((eb) =>
              eb.or([
                eb.and([
                  eb('matches.user_id', '=', userId),
                  eb('matches.matched_id', '=', eb.ref('users.id')),
                ]),
                eb.and([
                  eb('matches.matched_id', '=', userId),
                  eb('matches.user_id', '=', eb.ref('users.id')),
                ]),
              ]),
            ),
        ),
      ),
    )
    .orderBy(sql`case when users.last_active_at > ${onlineSince} then 0 else 1 end`)
    .orderBy(sql`random()`)
    .limit(1)
    .executeTakeFirst();
}

export async function insertMatch(
  trx: Trx,
  match: { userId: number; matchedId: number; day: string; at: Date },
): Promise<void> {
  await trx
    .insertInto('matches')
    .values({
      user_id: match.userId,
      matched_id: match.matchedId,
      day: match.day,
      created_at: match.at,
    })
    .execute();
}

/** How many matches the user made on `day`. */
export async function countMatchesOn(db: Db, userId: number, day: string): Promise<number> {
  const { used } = await db
    .selectFrom('matches')
    .select(sql<number>`count(*)::int`.as('used'))
    .where('user_id', '=', userId)
    .where('day', '=', day)
    .executeTakeFirstOrThrow();
  return used;
}

/** Up to `perOwner` newest album photos of each owner, in one query. */
export async function newestAlbumPhotos(
  db: Db,
  ownerIds: number[],
  perOwner: number,
): Promise<Map<number, { id: number; url: string }[]>> {
  const byOwner = new Map<number, { id: number; url: string }[]>();
  if (ownerIds.length === 0) return byOwner;
  const rows = await db
    .selectFrom((eb) =>
      eb
        .selectFrom('album_photos')
        .select([
          'user_id',
          'url',
          'created_at',
          'id',
          sql<number>`row_number() over (partition by user_id order by created_at desc, id desc)::int`.as(
            'rank',
          ),
        ])
        .where('user_id', 'in', ownerIds)
        .as('ranked'),
    )
    .select(['user_id', 'id', 'url'])
    .where('rank', '<=', perOwner)
    .orderBy('user_id')
    .orderBy('rank')
    .execute();
  for (const row of rows) {
    const list = byOwner.get(row.user_id) ?? [];
    list.push({ id: row.id, url: row.url });
    byOwner.set(row.user_id, list);
  }
  return byOwner;
}
