import { page, scenarios } from '@heartline/sdk/mocks';
import { http, HttpResponse } from 'msw';
import { snapshot } from 'valtio';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { i18n, initI18n } from '../../i18n/i18n';
import { api, apiBase, serveApiDuringTests } from '../../test/apiServer';
import { gifts, hasMoreGifts, loadGifts, loadMoreGifts, reset, type GiftRecord } from './gifts';
import { toasts } from '../../stores/toasts';

serveApiDuringTests();

beforeAll(async () => {
  await initI18n('en');
  await i18n.loadNamespaces('gifts');
});

beforeEach(() => {
  reset();
  toasts.list = [];
});

/** `count` copies of a received gift, newest first, answered `size` a page. */
function manyReceived(sample: GiftRecord, count: number, size: number) {
  const records = Array.from({ length: count }, (_, index) => ({ ...sample, id: 9000 - index }));
  api.use(
    http.get(`${apiBase}/gift/records`, ({ request }) => {
      const query = new URL(request.url).searchParams;
      query.set('pageSize', String(size));
      return HttpResponse.json({ code: 200, msg: 'success', data: page(records, query) });
    }),
  );
}

describe('the gifts store', () => {
  it('loads the gifts I sent, with the gift, the recipient, coins and time', async () => {
    await loadGifts('sent');
    expect(gifts.sent.status).toBe('ready');
    const [first] = gifts.sent.records;
    expect(first).toMatchObject({ name: 'Teddy bear', quantity: 1, goldCoin: 20 });
    expect(first?.recipient.nickname).toMatch(/.+/);
    expect(first?.createTime).toMatch(/^\d{4}-\d{2}-\d{2}T/);
    // The other list is not asked for yet.
    expect(gifts.received.status).toBe('idle');
  });

  it('loads the gifts I received, newest first, named in the interface language', async () => {
    await i18n.changeLanguage('zh-CN');
    try {
      await loadGifts('received');
    } finally {
      await i18n.changeLanguage('en');
    }
    const received = gifts.received.records;
    expect(received.length).toBeGreaterThan(1);
    expect(received[0]?.name).toBe('玫瑰');
    const times = received.map((record) => record.createTime);
    expect(times).toEqual([...times].sort().reverse());
  });

  it('pages through a long list without repeats', async () => {
    await loadGifts('received');
    manyReceived(snapshot(gifts).received.records[0]!, 45, 20);
    await loadGifts('received');
    expect(gifts.received.records).toHaveLength(20);
    expect(gifts.received.total).toBe(45);
    await loadMoreGifts('received');
    await loadMoreGifts('received');
    expect(gifts.received.records).toHaveLength(45);
    expect(new Set(gifts.received.records.map((record) => record.id)).size).toBe(45);
    expect(hasMoreGifts(gifts.received)).toBe(false);
  });

  it('shows empty lists for a member without gifts', async () => {
    api.use(...scenarios.newUser(apiBase));
    await Promise.all([loadGifts('sent'), loadGifts('received')]);
    expect(gifts.sent).toMatchObject({ status: 'ready', records: [], total: 0 });
    expect(gifts.received).toMatchObject({ status: 'ready', records: [], total: 0 });
  });

  it('marks a list failed and says which one', async () => {
    api.use(http.get(`${apiBase}/gift/records`, () => new HttpResponse(null, { status: 500 })));
    await loadGifts('received');
    expect(gifts.received.status).toBe('failed');
    expect(toasts.list.at(-1)).toMatchObject({
      tone: 'error',
      title: 'The gifts you received could not be loaded',
      description: i18n.t('errors.maintenance'),
    });
  });

  it('forgets both lists on reset (logout), even an answer still on its way', async () => {
    const loading = loadGifts('sent');
    reset();
    await loading;
    expect(gifts.sent).toMatchObject({ status: 'idle', records: [] });
  });
});
