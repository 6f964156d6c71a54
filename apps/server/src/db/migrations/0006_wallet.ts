/**
 * The wallet: the gold-coin packages on sale and the coin orders that buy them. Packages are
 * reference data inserted here (so they survive the pact reset), cheapest first: one coin costs
 * 1 USD, without discount or bonus coins (decisions.md "Money"); package 3 is the contract's
 * example of 100 coins for 100 USD. Each label is written in the eight interface languages.
 */
import { sql, type Kysely } from 'kysely';

const packageCoins = [10, 50, 100, 300, 500, 1000];

/** "100 gold coins" per interface language, with the number as that language writes it. */
const labelTemplates: Record<string, (coins: string) => string> = {
  'zh-CN': (n) => `${n} 金币`,
  'zh-TW': (n) => `${n} 金幣`,
  en: (n) => `${n} gold coins`,
  de: (n) => `${n} Goldmünzen`,
  // Every package ends in 0: Russian takes the genitive plural after such numbers.
  ru: (n) => `${n} золотых монет`,
  ko: (n) => `금화 ${n}개`,
  ja: (n) => `金貨 ${n} 枚`,
  es: (n) => `${n} monedas de oro`,
};

function labels(coins: number): Record<string, string> {
  return Object.fromEntries(
    Object.entries(labelTemplates).map(([language, template]) => [
      language,
      template(new Intl.NumberFormat(language).format(coins)),
    ]),
  );
}

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('coin_packages')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('gold_coin', 'integer', (c) => c.notNull().check(sql`gold_coin > 0`))
    .addColumn('price_cents', 'integer', (c) => c.notNull().check(sql`price_cents > 0`))
    .addColumn('currency', 'text', (c) => c.notNull().defaultTo('USD'))
    .addColumn('label', 'jsonb', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('coin_orders')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id'))
    .addColumn('package_id', 'integer', (c) => c.references('coin_packages.id'))
    .addColumn('coins', 'integer', (c) => c.notNull().check(sql`coins > 0`))
    .addColumn('price_cents', 'integer', (c) => c.notNull().check(sql`price_cents > 0`))
    .addColumn('currency', 'text', (c) => c.notNull())
    .addColumn('provider', 'text', (c) =>
      c.notNull().check(sql`provider in ('embedded', 'paypal')`),
    )
    .addColumn('status', 'text', (c) =>
      c
        .notNull()
        .defaultTo('pending')
        .check(sql`status in ('pending', 'paid')`),
    )
    // One of our orders per PayPal order: a capture can only ever credit one order.
    .addColumn('paypal_order_id', 'text', (c) => c.unique())
    .addColumn('ledger_transaction_id', 'integer', (c) => c.references('ledger_transactions.id'))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('paid_at', 'timestamptz')
    .execute();
  await db.schema.createIndex('coin_orders_user').on('coin_orders').columns(['user_id']).execute();

  for (const [index, coins] of packageCoins.entries()) {
    await sql`insert into coin_packages (id, gold_coin, price_cents, currency, label)
      values (${index + 1}, ${coins}, ${coins * 100}, 'USD', ${JSON.stringify(labels(coins))}::jsonb)
      on conflict (id) do nothing`.execute(db);
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('coin_orders').ifExists().execute();
  await db.schema.dropTable('coin_packages').ifExists().execute();
}
