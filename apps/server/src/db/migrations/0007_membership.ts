/**
 * Membership and payments between users (see src/db/schema/membership.ts): the VIP/SVIP and
 * translation packages on sale, inserted here as reference data so they exist in every database,
 * the red packets, the pairs that paid to open a chat, and the record id of a paid photo
 * permission. Prices and gift bags are data: a 3 or 12-month package is that many 1-month ones
 * (decisions.md: no discount), and the upgrade ratio of /vip/recharge reads the 1-month prices.
 */
import { sql, type Kysely } from 'kysely';

type Texts = Record<string, string>;

const durations: Record<number, Texts> = {
  1: {
    'zh-CN': '1个月',
    'zh-TW': '1個月',
    en: '1 month',
    de: '1 Monat',
    ru: '1 месяц',
    ko: '1개월',
    ja: '1か月',
    es: '1 mes',
  },
  3: {
    'zh-CN': '3个月',
    'zh-TW': '3個月',
    en: '3 months',
    de: '3 Monate',
    ru: '3 месяца',
    ko: '3개월',
    ja: '3か月',
    es: '3 meses',
  },
  12: {
    'zh-CN': '12个月',
    'zh-TW': '12個月',
    en: '12 months',
    de: '12 Monate',
    ru: '12 месяцев',
    ko: '12개월',
    ja: '12か月',
    es: '12 meses',
  },
};

const memberPrivileges = [
  'vipBadge',
  'matchAttempts',
  'freeGifts',
  'translationCharacters',
  'blurViews',
];
const levels = [
  {
    level: 1,
    label: 'VIP',
    coins: 30,
    vipCharacter: 2000,
    blurViews: 10,
    freeGifts: 5,
    privileges: memberPrivileges,
  },
  {
    level: 2,
    label: 'SVIP',
    coins: 60,
    vipCharacter: 5000,
    blurViews: 30,
    freeGifts: -1,
    privileges: [...memberPrivileges, 'readReceipts', 'whoLikedMe', 'exclusiveService'],
  },
];

/** Package 1 is VIP for 1 month, 2 and 3 VIP for 3 and 12 months, 4 to 6 the same for SVIP. */
const vipPackages = levels.flatMap((l, li) =>
  [1, 3, 12].map((months, mi) => ({
    id: li * 3 + mi + 1,
    vip_level: l.level,
    months,
    gold_coin: l.coins * months,
    name: Object.fromEntries(
      Object.entries(durations[months]!).map(([lang, duration]) => [
        lang,
        `${l.label} · ${duration}`,
      ]),
    ),
    vip_character: l.vipCharacter * months,
    blur_views: l.blurViews * months,
    free_gifts: l.freeGifts,
    privileges: l.privileges,
  })),
);

/** 1 coin per 100 characters, as translation beyond the packages costs (decisions.md). */
const translationPackages = [
  { id: 1, characters: 1000, gold_coin: 10 },
  { id: 2, characters: 5000, gold_coin: 50 },
  { id: 3, characters: 10000, gold_coin: 100 },
];

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('vip_packages')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('vip_level', 'smallint', (c) => c.notNull().check(sql`vip_level in (1, 2)`))
    .addColumn('months', 'smallint', (c) => c.notNull().check(sql`months > 0`))
    .addColumn('gold_coin', 'integer', (c) => c.notNull().check(sql`gold_coin > 0`))
    .addColumn('name', 'jsonb', (c) => c.notNull())
    .addColumn('vip_character', 'integer', (c) => c.notNull().check(sql`vip_character >= 0`))
    .addColumn('blur_views', 'integer', (c) => c.notNull().check(sql`blur_views >= 0`))
    .addColumn('free_gifts', 'integer', (c) => c.notNull().check(sql`free_gifts >= -1`))
    .addColumn('privileges', 'jsonb', (c) => c.notNull())
    .addUniqueConstraint('vip_packages_level_months', ['vip_level', 'months'])
    .execute();
  for (const p of vipPackages) {
    await sql`insert into vip_packages
      (id, vip_level, months, gold_coin, name, vip_character, blur_views, free_gifts, privileges)
      values (${p.id}, ${p.vip_level}, ${p.months}, ${p.gold_coin}, ${JSON.stringify(p.name)}::jsonb,
        ${p.vip_character}, ${p.blur_views}, ${p.free_gifts}, ${JSON.stringify(p.privileges)}::jsonb)`.execute(
      db,
    );
  }

  await db.schema
    .createTable('translation_packages')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('characters', 'integer', (c) => c.notNull().check(sql`characters > 0`))
    .addColumn('gold_coin', 'integer', (c) => c.notNull().check(sql`gold_coin > 0`))
    .execute();
  for (const p of translationPackages) {
    await sql`insert into translation_packages (id, characters, gold_coin)
      values (${p.id}, ${p.characters}, ${p.gold_coin})`.execute(db);
  }

  await db.schema
    .createTable('red_packets')
    .addColumn('id', 'integer', (c) => c.primaryKey().references('ledger_transactions.id'))
    .addColumn('sender_id', 'integer', (c) => c.notNull().references('users.id'))
    .addColumn('recipient_id', 'integer', (c) => c.notNull().references('users.id'))
    .addColumn('amount', 'integer', (c) => c.notNull().check(sql`amount > 0`))
    .addColumn('note', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema
    .createIndex('red_packets_recipient')
    .on('red_packets')
    .columns(['recipient_id', 'created_at'])
    .execute();

  await db.schema
    .createTable('new_friend_chats')
    .addColumn('user_a', 'integer', (c) => c.notNull().references('users.id'))
    .addColumn('user_b', 'integer', (c) => c.notNull().references('users.id'))
    .addColumn('payer_id', 'integer', (c) => c.notNull().references('users.id'))
    .addColumn('record_id', 'integer', (c) => c.references('ledger_transactions.id'))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('new_friend_chats_pk', ['user_a', 'user_b'])
    .addCheckConstraint('new_friend_chats_order', sql`user_a < user_b`)
    .execute();

  await db.schema
    .alterTable('photo_permissions')
    .addColumn('record_id', 'integer', (c) => c.references('ledger_transactions.id'))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('photo_permissions').dropColumn('record_id').execute();
  for (const table of ['new_friend_chats', 'red_packets', 'translation_packages', 'vip_packages']) {
    await db.schema.dropTable(table).ifExists().execute();
  }
}
