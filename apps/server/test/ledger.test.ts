/**
 * The ledger's guarantees, under concurrency: a balance never goes negative, always equals the
 * sum of its entries, every transaction's entries sum to zero per asset, and an idempotency key
 * has exactly one effect however often and however concurrently it is retried.
 */
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AppError } from '../src/http/AppError.ts';
import { move } from '../src/ledger/ledger.ts';
import { once } from '../src/ledger/once.ts';
import { createTestApp, type TestApp } from './support/testApp.ts';
import { registerUser, type RegisteredUser } from './support/users.ts';

let app: TestApp;
let payer: RegisteredUser;
let payee: RegisteredUser;

beforeAll(async () => {
  app = await createTestApp();
  payer = await registerUser(app);
  payee = await registerUser(app);
});
afterAll(() => app.close());

const at = () => app.clock.now;
const credit = (userId: number, amount: number) =>
  app.services.db.transaction().execute((trx) =>
    move(trx, { kind: 'recharge', userId, at: at() }, [
      {
        asset: 'goldCoin',
        from: 'house',
        to: { userId },
        amount,
        toBill: { type: 1, project: { key: 'bill.recharge' } },
      },
    ]),
  );
const spend = (userId: number, amount: number) =>
  app.services.db
    .transaction()
    .execute((trx) =>
      move(trx, { kind: 'redPacket', userId, at: at() }, [
        { asset: 'goldCoin', from: { userId }, to: { userId: payee.id }, amount },
      ]),
    );

async function balance(userId: number) {
  return (
    await app.services.db
      .selectFrom('users')
      .select('gold_coin')
      .where('id', '=', userId)
      .executeTakeFirstOrThrow()
  ).gold_coin;
}
async function ledgerSum(userId: number) {
  const r = await app.services.db
    .selectFrom('ledger_entries')
    .select(sql<number>`coalesce(sum(amount), 0)::int`.as('n'))
    .where('user_id', '=', userId)
    .where('asset', '=', 'goldCoin')
    .executeTakeFirstOrThrow();
  return r.n;
}

describe('the ledger', () => {
  it('moves coins as balanced double entries and keeps each balance equal to its entries', async () => {
    await credit(payer.id, 30);
    await spend(payer.id, 12);
    expect(await balance(payer.id)).toBe(18);
    expect(await ledgerSum(payer.id)).toBe(18);
    expect(await balance(payee.id)).toBe(await ledgerSum(payee.id));
    const unbalanced = await sql<{ n: number }>`
      select count(*)::int as n from (
        select transaction_id, asset from ledger_entries group by transaction_id, asset having sum(amount) <> 0
      ) t`.execute(app.services.db);
    expect(unbalanced.rows[0]?.n).toBe(0);
  });

  it('refuses a spend beyond the balance with 105 and moves nothing', async () => {
    const before = await balance(payer.id);
    await expect(spend(payer.id, before + 1)).rejects.toMatchObject({ code: 105 });
    expect(await balance(payer.id)).toBe(before);
    expect(await ledgerSum(payer.id)).toBe(before);
  });

  it('lets exactly 50 of 200 concurrent spends through from a wallet that can afford 50', async () => {
    const spender = await registerUser(app);
    await credit(spender.id, 50);
    const results = await Promise.allSettled(
      Array.from({ length: 200 }, () => spend(spender.id, 1)),
    );
    const ok = results.filter((r) => r.status === 'fulfilled').length;
    const refused = results.filter(
      (r) => r.status === 'rejected' && (r.reason as AppError).code === 105,
    ).length;
    expect({ ok, refused }).toEqual({ ok: 50, refused: 150 });
    expect(await balance(spender.id)).toBe(0);
    expect(await ledgerSum(spender.id)).toBe(0);
  });
});

describe('idempotency keys', () => {
  const pay = (key: string, amount: number) =>
    once(
      app.services,
      { userId: payer.id, operation: 'test.pay', key, params: { amount } },
      async (trx) => {
        const { balances } = await move(trx, { kind: 'redPacket', userId: payer.id, at: at() }, [
          { asset: 'goldCoin', from: { userId: payer.id }, to: { userId: payee.id }, amount },
        ]);
        return { goldCoin: balances.get(`${payer.id}:goldCoin`) };
      },
    );

  it('gives 100 concurrent calls with one key one effect and one answer', async () => {
    await credit(payer.id, 100);
    const before = await balance(payer.id);
    const answers = await Promise.all(Array.from({ length: 100 }, () => pay('storm-key-0001', 7)));
    expect(new Set(answers.map((a) => JSON.stringify(a))).size).toBe(1);
    expect(answers[0]).toEqual({ goldCoin: before - 7 });
    expect(await balance(payer.id)).toBe(before - 7);
    expect(await ledgerSum(payer.id)).toBe(before - 7);
  });

  it('refuses the same key with other parameters (409) and remembers only a success', async () => {
    await expect(pay('storm-key-0001', 8)).rejects.toMatchObject({ code: 409 });
    const before = await balance(payer.id);
    await expect(pay('retry-after-recharge', before + 5)).rejects.toMatchObject({ code: 105 });
    await credit(payer.id, 10);
    await expect(pay('retry-after-recharge', before + 5)).resolves.toEqual({ goldCoin: 5 });
  });
});
