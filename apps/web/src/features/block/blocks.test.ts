import { http, HttpResponse } from 'msw';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { i18n, initI18n } from '../../i18n/i18n';
import { resetStores } from '../../stores/resetStores';
import { toasts } from '../../stores/toasts';
import { api, apiBase, serveApiDuringTests } from '../../test/apiServer';
import { askToBlock, blocks, cancelBlock, confirmBlock, loadBlocked, unblock } from './blocks';

serveApiDuringTests();

beforeAll(async () => {
  await initI18n('en');
  await i18n.loadNamespaces(['block', 'common']);
});

beforeEach(() => {
  resetStores();
  toasts.list = [];
});

const james = { userId: 3, nickname: 'James Wilson' };

/** Records what the app sends to /user/block. */
function recordBlocks() {
  const sent: unknown[] = [];
  api.use(
    http.post(`${apiBase}/user/block`, async ({ request }) => {
      const body = (await request.json()) as { userId: number; block: boolean };
      sent.push(body);
      return HttpResponse.json({
        code: 200,
        msg: 'success',
        data: { userId: body.userId, isBlock: body.block ? 1 : 0 },
      });
    }),
  );
  return sent;
}

describe('blocking a member', () => {
  it('asks first: nothing is sent until confirmed, and the question answers true', async () => {
    const sent = recordBlocks();
    const answer = askToBlock(james);
    expect(blocks.asking).toEqual(james);
    expect(sent).toEqual([]);
    await confirmBlock();
    await expect(answer).resolves.toBe(true);
    expect(sent).toEqual([{ userId: 3, block: true }]);
    expect(blocks.asking).toBeNull();
    expect(toasts.list.map((toast) => toast.title)).toContain('James Wilson is blocked');
  });

  it('answers false when cancelled, or when another question replaces it', async () => {
    const sent = recordBlocks();
    const first = askToBlock(james);
    const second = askToBlock({ userId: 4, nickname: '佐藤 陽菜' });
    await expect(first).resolves.toBe(false);
    cancelBlock();
    await expect(second).resolves.toBe(false);
    expect(sent).toEqual([]);
  });

  it('says why a refused block failed, answers false, and closes', async () => {
    api.use(
      http.post(`${apiBase}/user/block`, () =>
        HttpResponse.json(
          { code: 404, msg: 'This user does not exist', data: null },
          { status: 404 },
        ),
      ),
    );
    const answer = askToBlock(james);
    await confirmBlock();
    await expect(answer).resolves.toBe(false);
    expect(blocks.asking).toBeNull();
    expect(toasts.list.at(-1)).toMatchObject({
      tone: 'error',
      title: 'Could not block this member',
    });
  });
});

describe('the blocked list', () => {
  it('loads the members I blocked, and an unblock takes one off it', async () => {
    const sent = recordBlocks();
    await loadBlocked();
    expect(blocks.blocked.items.map((user) => user.nickname)).toEqual(['Carlos Mendoza']);
    expect(blocks.blocked.total).toBe(1);
    await expect(unblock({ userId: 9, nickname: 'Carlos Mendoza' })).resolves.toBe(true);
    expect(sent).toEqual([{ userId: 9, block: false }]);
    expect(blocks.blocked.items).toEqual([]);
    expect(blocks.blocked.total).toBe(0);
    expect(blocks.unblocking).toEqual([]);
  });
});
