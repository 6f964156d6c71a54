/**
 * Provider states of the wallet operations: which payment providers run (PayPal always through a
 * PayPal-shaped stand-in, so the verifier never reaches the network), a PayPal order the buyer
 * approved, a red packet received (real ledger entries), and the coin package the contract names.
 * Configuration and providers are put back before the next interaction (ctx.undo).
 */
import { bills } from '../../../src/domains/wallet/billLines.ts';
import { move } from '../../../src/ledger/ledger.ts';
import { createPayments } from '../../../src/providers/payment/createPayments.ts';
import {
  paypalSandbox,
  SANDBOX_CLIENT_ID,
  SANDBOX_CLIENT_SECRET,
  type PaypalSandbox,
} from '../../support/paypalSandbox.ts';
import { giveBalance } from './balanceStates.ts';
import {
  configure,
  ensureUser,
  num,
  str,
  type StateContext,
  type StateHandler,
} from './stateContext.ts';

/** This interaction's PayPal stand-in (a fresh one per interaction). */
let sandbox: PaypalSandbox | null = null;

function sandboxFor(ctx: StateContext): PaypalSandbox {
  if (!sandbox) {
    sandbox = paypalSandbox();
    ctx.undo.push(() => {
      sandbox = null;
    });
  }
  return sandbox;
}

/**
 * Changes the configuration, then chooses the providers again from it, as start-up does; PayPal's
 * calls go to the stand-in.
 */
function configurePayments(ctx: StateContext, values: Record<string, unknown>): void {
  configure(ctx, values);
  const services = ctx.app.services;
  const before = services.payments;
  services.payments = createPayments(services.config, { fetch: sandboxFor(ctx).fetch });
  ctx.undo.push(() => {
    services.payments = before;
  });
}

const paypalConfigured = (ctx: StateContext) =>
  configurePayments(ctx, {
    PAYPAL_CLIENT_ID: SANDBOX_CLIENT_ID,
    PAYPAL_CLIENT_SECRET: SANDBOX_CLIENT_SECRET,
    PAYPAL_ENVIRONMENT: 'sandbox',
  });

export const walletStates: Record<string, StateHandler> = {
  'PayPal is configured': (ctx) => {
    paypalConfigured(ctx);
    return Promise.resolve();
  },

  'PayPal is not configured': (ctx) => {
    configurePayments(ctx, { PAYPAL_CLIENT_ID: undefined, PAYPAL_CLIENT_SECRET: undefined });
    return Promise.resolve();
  },

  'the embedded payment provider is enabled': (ctx) => {
    configurePayments(ctx, { paymentEmbedded: true });
    return Promise.resolve();
  },

  /** The buyer created the order (pending with us) and approved it at PayPal. */
  'PayPal is configured and order 5O190127TN364715T was approved by user 100001': async (
    ctx,
    params,
  ) => {
    paypalConfigured(ctx);
    const user = await ensureUser(ctx, num(params, 'account', 100001));
    const paypalOrderId = str(params, 'paypalOrderId', '5O190127TN364715T');
    const coins = num(params, 'coins', 25);
    const { db, now } = ctx.app.services;
    await db
      .insertInto('coin_orders')
      .values({
        user_id: user.id,
        package_id: null,
        coins,
        price_cents: coins * 100,
        currency: 'USD',
        provider: 'paypal',
        status: 'pending',
        paypal_order_id: paypalOrderId,
        created_at: new Date(now().getTime() - 5 * 60_000),
      })
      .execute();
    sandboxFor(ctx).addApprovedOrder(paypalOrderId, `${coins}.00`);
  },

  'user 100001 received a red packet of 100 gold coins from user 100004': async (ctx, params) => {
    const recipient = await ensureUser(ctx, num(params, 'account', 100001));
    const senderAccount = num(params, 'fromAccount', 100004);
    const sender = await ensureUser(ctx, senderAccount);
    const amount = num(params, 'amount', 100);
    // The sender bought the coins first (a day ago), then sent them an hour ago.
    await giveBalance(ctx, senderAccount, { goldCoin: amount });
    const { db, now } = ctx.app.services;
    await db.transaction().execute((trx) =>
      move(
        trx,
        { kind: 'redPacket', userId: sender.id, at: new Date(now().getTime() - 3_600_000) },
        [
          {
            asset: 'goldCoin',
            from: { userId: sender.id },
            to: { userId: recipient.id },
            amount,
            fromBill: bills.redPacketSent(recipient.nickname),
            toBill: bills.redPacketReceived(sender.nickname),
          },
        ],
      ),
    );
  },

  /** Reference data of migration 0006_wallet: checked, not written (it outlives the reset). */
  'coin package 3 of 100 gold coins for 100 USD is on sale': async (ctx, params) => {
    const id = num(params, 'packageId', 3);
    const row = await ctx.app.services.db
      .selectFrom('coin_packages')
      .selectAll()
      .where('id', '=', id)
      .executeTakeFirst();
    const expected = {
      gold_coin: num(params, 'goldCoin', 100),
      price_cents: num(params, 'price', 100) * 100,
    };
    if (!row || row.gold_coin !== expected.gold_coin || row.price_cents !== expected.price_cents) {
      throw new Error(
        `coin package ${id} is not ${JSON.stringify(expected)}: ${JSON.stringify(row)}`,
      );
    }
  },
};
