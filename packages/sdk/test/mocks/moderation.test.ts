import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createSdk } from '../../src';
import { createHandlers } from '../../src/mocks';

const baseUrl = 'http://api.test';
const server = setupServer(...createHandlers({ baseUrl }));
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const sdk = createSdk({ baseUrl, brand: 'Chrome', getLanguage: () => 'en' });

describe('moderation mocks', () => {
  it('lists open complaints oldest first, and handled ones apart', async () => {
    const open = await sdk.moderation.listQueue();
    expect(open.records.map((c) => c.id)).toEqual([31, 32]);
    expect(open.records[0]?.waitedSeconds).toBeGreaterThan(open.records[1]!.waitedSeconds);
    const handled = await sdk.moderation.listQueue({ state: 'handled' });
    expect(handled.records.map((c) => c.action)).toEqual(['dismiss']);
  });

  it('gives the context, acts once, and keeps the audit log', async () => {
    const context = await sdk.moderation.getContext({ id: 31 });
    expect(context.messages.length).toBeGreaterThan(0);
    const entry = await sdk.moderation.act({
      complaintId: 31,
      action: 'suspend',
      days: 7,
      reason: 'Asked for money',
    });
    expect(entry).toMatchObject({ action: 'suspend', days: 7, targetId: 7 });
    await expect(
      sdk.moderation.act({ complaintId: 29, action: 'ban', reason: 'x' }),
    ).rejects.toMatchObject({ code: 2001 });
    await expect(sdk.moderation.getContext({ id: 999 })).rejects.toMatchObject({ code: 404 });
    expect((await sdk.moderation.listAudit()).records[0]?.action).toBe('dismiss');
  });
});
