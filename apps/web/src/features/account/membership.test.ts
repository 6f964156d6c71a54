import { scenarios, svipMe, vipMe } from '@heartline/sdk/mocks';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { i18n, initI18n } from '../../i18n/i18n';
import { api, apiBase, serveApiDuringTests } from '../../test/apiServer';
import {
  buyMembership,
  loadVipPackages,
  membership,
  packagesFor,
  purchaseKind,
} from './membership';
import { toasts } from '../../stores/toasts';
import { resetStores } from '../../stores/resetStores';
import { loadMe, session } from '../../stores/session';
import { writeToken } from '../../stores/token';
import { insufficientCoins } from '../../stores/payment';

serveApiDuringTests();

beforeAll(async () => {
  await initI18n('en');
  await i18n.loadNamespaces(['account']);
});

beforeEach(() => {
  resetStores();
  writeToken('test-token');
  session.token = 'test-token';
  toasts.list = [];
});

afterEach(() => api.events.removeAllListeners());

const lastToast = () => toasts.list.at(-1);

describe('the membership packages', () => {
  it('loads VIP and SVIP for 1, 3 and 12 months', async () => {
    await loadVipPackages();
    expect(membership.status).toBe('ready');
    expect(membership.packages.map((pack) => [pack.vipLevel, pack.months])).toEqual([
      [1, 1],
      [1, 3],
      [1, 12],
      [2, 1],
      [2, 3],
      [2, 12],
    ]);
  });

  it('offers an SVIP member SVIP only (the server refuses VIP while SVIP lasts)', async () => {
    await loadVipPackages();
    expect(packagesFor(membership.packages, 0)).toHaveLength(6);
    expect(packagesFor(membership.packages, 1)).toHaveLength(6);
    expect(packagesFor(membership.packages, 2).every((pack) => pack.vipLevel === 2)).toBe(true);
  });

  it('names what a purchase does: join, extend or upgrade', () => {
    expect(purchaseKind({ vipLevel: 1 }, 0)).toBe('join');
    expect(purchaseKind({ vipLevel: 1 }, 1)).toBe('extend');
    expect(purchaseKind({ vipLevel: 2 }, 1)).toBe('upgrade');
    expect(purchaseKind({ vipLevel: 2 }, 2)).toBe('extend');
  });
});

describe('buying a membership', () => {
  it('joins VIP once per click, with an Idempotency-Key, and refreshes the member', async () => {
    await loadMe();
    await loadVipPackages();
    const keys: (string | null)[] = [];
    let myInfo = 0;
    api.events.on('request:start', ({ request }) => {
      const path = new URL(request.url).pathname;
      if (path === '/api/vip/recharge') keys.push(request.headers.get('Idempotency-Key'));
      if (path === '/api/account/my-info') myInfo++;
    });
    const results = await Promise.all([buyMembership(1), buyMembership(1)]);
    expect(results).toEqual([true, false]);
    expect(keys).toHaveLength(1);
    expect(keys[0]).toMatch(/^[0-9a-f-]{36}$/);
    expect(lastToast()).toMatchObject({
      tone: 'success',
      title: 'Welcome to VIP!',
      description: expect.stringMatching(/^VIP until .+\.$/),
    });
    await expect.poll(() => myInfo).toBe(1);
  });

  it('upgrades a VIP member to SVIP', async () => {
    api.use(...scenarios.vipUser(apiBase));
    await loadMe();
    expect(session.me?.vipLevel).toBe(vipMe.vipLevel);
    await loadVipPackages();
    await buyMembership(4);
    expect(lastToast()?.title).toBe('You are now SVIP!');
  });

  it('extends an SVIP membership', async () => {
    api.use(...scenarios.svipUser(apiBase));
    await loadMe();
    expect(session.me?.vipLevel).toBe(svipMe.vipLevel);
    await loadVipPackages();
    await buyMembership(5);
    expect(lastToast()?.title).toBe('Your SVIP membership is extended');
  });

  it('opens the low-balance dialog when the coins are short (105)', async () => {
    api.use(...scenarios.insufficientCoins(apiBase));
    await loadVipPackages();
    expect(await buyMembership(6)).toBe(false);
    expect(insufficientCoins.open).toEqual({ shortOf: 'coins', purchase: { what: 'vip' } });
    expect(toasts.list).toEqual([]);
  });

  it("shows the server's refusal otherwise", async () => {
    api.use(
      http.post(`${apiBase}/vip/recharge`, () =>
        HttpResponse.json(
          {
            code: 400,
            msg: 'Your SVIP membership is active: buy an SVIP package to extend it',
            data: null,
          },
          { status: 400 },
        ),
      ),
    );
    expect(await buyMembership(1)).toBe(false);
    expect(lastToast()).toMatchObject({
      title: 'The membership could not be bought',
      description: 'Your SVIP membership is active: buy an SVIP package to extend it',
    });
    expect(membership.buying).toBe(false);
  });
});
