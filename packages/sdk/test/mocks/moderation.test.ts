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

  it('lists the selfies waiting for review oldest first, with the photos to compare', async () => {
    server.use(...createHandlers({ baseUrl }));
    const queue = await sdk.moderation.listPhotoVerifications();
    expect(queue.records.map((r) => r.id)).toEqual([7, 8, 9]);
    const [oldest, next] = queue.records;
    expect(oldest?.waitedSeconds).toBeGreaterThan(next!.waitedSeconds);
    expect(oldest).toMatchObject({
      member: { id: 2, verified: 0 },
      gesture: 'peace',
      selfie: expect.stringMatching(/^\/uploads\/selfie\/100002\//),
    });
    expect(oldest?.photos[0]).toBe(oldest?.member.avatar);
    expect(oldest?.photos.length).toBeGreaterThan(1);
  });

  it('approves a selfie once, and answers the audit entry', async () => {
    server.use(...createHandlers({ baseUrl }));
    const entry = await sdk.moderation.decidePhotoVerification({ requestId: 7, approve: true });
    expect(entry).toMatchObject({
      action: 'approvePhotoVerification',
      complaintId: null,
      targetId: 2,
      operatorId: 1,
      reason: '',
    });
    expect((await sdk.moderation.listPhotoVerifications()).records.map((r) => r.id)).toEqual([
      8, 9,
    ]);
    await expect(
      sdk.moderation.decidePhotoVerification({ requestId: 7, approve: false, reason: 'x' }),
    ).rejects.toMatchObject({ kind: 'api', code: 2104, status: 400 });
    await expect(
      sdk.moderation.decidePhotoVerification({ requestId: 3, approve: true }),
    ).rejects.toMatchObject({ code: 2104 });
    await expect(
      sdk.moderation.decidePhotoVerification({ requestId: 999, approve: true }),
    ).rejects.toMatchObject({ code: 404, status: 404 });
  });

  it('refuses a selfie only with a reason', async () => {
    server.use(...createHandlers({ baseUrl }));
    await expect(
      sdk.moderation.decidePhotoVerification({ requestId: 8, approve: false }),
    ).rejects.toMatchObject({ kind: 'api', code: 400, status: 400 });
    const entry = await sdk.moderation.decidePhotoVerification({
      requestId: 8,
      approve: false,
      reason: 'The gesture is not the one asked.',
    });
    expect(entry).toMatchObject({
      action: 'refusePhotoVerification',
      targetId: 5,
      reason: 'The gesture is not the one asked.',
    });
  });
});
