/**
 * Gifts: the catalogue (reference data, cheapest first, named in the eight interface languages,
 * pictured by Twemoji), the record of every gift given, and the month each VIP's free-gift
 * allowance was last topped up (users.free_gifts_month). Gift 3 is the rose of 5 coins the
 * contract's examples name; gift 8 the sports car of 520 ("I love you" in Chinese numbers).
 */
import { sql, type Kysely } from 'kysely';

type Localized = Record<'zh-CN' | 'zh-TW' | 'en' | 'de' | 'ru' | 'ko' | 'ja' | 'es', string>;

const gifts: { id: number; emoji: string; goldCoin: number; name: Localized }[] = [
  {
    id: 1,
    emoji: '1f48b',
    goldCoin: 1,
    name: {
      'zh-CN': '飞吻',
      'zh-TW': '飛吻',
      en: 'Kiss',
      de: 'Kuss',
      ru: 'Поцелуй',
      ko: '키스',
      ja: 'キス',
      es: 'Beso',
    },
  },
  {
    id: 2,
    emoji: '2764',
    goldCoin: 3,
    name: {
      'zh-CN': '爱心',
      'zh-TW': '愛心',
      en: 'Heart',
      de: 'Herz',
      ru: 'Сердце',
      ko: '하트',
      ja: 'ハート',
      es: 'Corazón',
    },
  },
  {
    id: 3,
    emoji: '1f339',
    goldCoin: 5,
    name: {
      'zh-CN': '玫瑰',
      'zh-TW': '玫瑰',
      en: 'Rose',
      de: 'Rose',
      ru: 'Роза',
      ko: '장미',
      ja: 'バラ',
      es: 'Rosa',
    },
  },
  {
    id: 4,
    emoji: '1f36b',
    goldCoin: 10,
    name: {
      'zh-CN': '巧克力',
      'zh-TW': '巧克力',
      en: 'Chocolate',
      de: 'Schokolade',
      ru: 'Шоколад',
      ko: '초콜릿',
      ja: 'チョコレート',
      es: 'Chocolate',
    },
  },
  {
    id: 5,
    emoji: '1f382',
    goldCoin: 20,
    name: {
      'zh-CN': '蛋糕',
      'zh-TW': '蛋糕',
      en: 'Cake',
      de: 'Torte',
      ru: 'Торт',
      ko: '케이크',
      ja: 'ケーキ',
      es: 'Pastel',
    },
  },
  {
    id: 6,
    emoji: '1f48d',
    goldCoin: 52,
    name: {
      'zh-CN': '钻戒',
      'zh-TW': '鑽戒',
      en: 'Diamond ring',
      de: 'Diamantring',
      ru: 'Кольцо с бриллиантом',
      ko: '다이아몬드 반지',
      ja: 'ダイヤの指輪',
      es: 'Anillo de diamantes',
    },
  },
  {
    id: 7,
    emoji: '1f451',
    goldCoin: 188,
    name: {
      'zh-CN': '皇冠',
      'zh-TW': '皇冠',
      en: 'Crown',
      de: 'Krone',
      ru: 'Корона',
      ko: '왕관',
      ja: '王冠',
      es: 'Corona',
    },
  },
  {
    id: 8,
    emoji: '1f3ce',
    goldCoin: 520,
    name: {
      'zh-CN': '跑车',
      'zh-TW': '跑車',
      en: 'Sports car',
      de: 'Sportwagen',
      ru: 'Спорткар',
      ko: '스포츠카',
      ja: 'スポーツカー',
      es: 'Deportivo',
    },
  },
];

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('gifts')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('name', 'jsonb', (c) => c.notNull())
    .addColumn('emoji', 'text', (c) => c.notNull())
    .addColumn('gold_coin', 'integer', (c) => c.notNull().check(sql`gold_coin > 0`))
    .execute();
  for (const g of gifts) {
    await sql`insert into gifts (id, name, emoji, gold_coin)
      values (${g.id}, ${JSON.stringify(g.name)}::jsonb, ${g.emoji}, ${g.goldCoin})
      on conflict (id) do nothing`.execute(db);
  }

  await db.schema
    .createTable('gift_records')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('giver_id', 'integer', (c) => c.notNull().references('users.id'))
    .addColumn('recipient_id', 'integer', (c) => c.notNull().references('users.id'))
    .addColumn('gift_id', 'integer', (c) => c.notNull().references('gifts.id'))
    .addColumn('quantity', 'integer', (c) => c.notNull().check(sql`quantity between 1 and 99`))
    .addColumn('free_quantity', 'integer', (c) =>
      c.notNull().check(sql`free_quantity between 0 and quantity`),
    )
    .addColumn('gold_coin', 'integer', (c) => c.notNull().check(sql`gold_coin >= 0`))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  // /gift/records lists one user's sent or received gifts, newest first.
  await sql`create index gift_records_giver on gift_records (giver_id, created_at desc, id desc)`.execute(
    db,
  );
  await sql`create index gift_records_recipient on gift_records (recipient_id, created_at desc, id desc)`.execute(
    db,
  );

  await db.schema.alterTable('users').addColumn('free_gifts_month', 'text').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('users').dropColumn('free_gifts_month').execute();
  await db.schema.dropTable('gift_records').ifExists().execute();
  await db.schema.dropTable('gifts').ifExists().execute();
}
