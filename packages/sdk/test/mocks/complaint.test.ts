import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createSdk } from '../../src';
import { createHandlers } from '../../src/mocks';

const baseUrl = 'http://api.test';
const server = setupServer(...createHandlers({ baseUrl }));
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const sdk = createSdk({ baseUrl, brand: 'Chrome' });

describe('complaint mocks', () => {
  it('lists the reasons in my language, grouped by type', async () => {
    const reasons = await createSdk({
      baseUrl,
      brand: 'Chrome',
      getLanguage: () => 'ja',
    }).complaint.listReasons();
    expect(reasons.map((r) => r.type)).toEqual([1, 1, 2, 2, 3, 3]);
    expect(reasons.filter((r) => r.type === 3).map((r) => r.reason)).toEqual([
      '嫌がらせ・侮辱',
      '詐欺・金銭の要求',
    ]);
    const english = await sdk.complaint.listReasons();
    expect(english[0]?.reason).toBe('Fake profile');
  });

  it('files a complaint with screenshots', async () => {
    const filed = await sdk.complaint.file({
      type: 6,
      notes: 'Он попросил перевести ему деньги через 10 минут разговора.',
      beComplainedAccount: 100007,
      images: ['/uploads/complaints/100001-1.png'],
    });
    expect(filed.id).toBe(208);
    expect(Number.isNaN(Date.parse(filed.createTime))).toBe(false);
  });

  it('refuses complaining about myself (1104), an unknown user (404), an unknown reason (400)', async () => {
    await expect(
      sdk.complaint.file({ type: 1, notes: 'test', beComplainedAccount: 100001 }),
    ).rejects.toMatchObject({ kind: 'api', code: 1104, status: 400 });
    await expect(
      sdk.complaint.file({ type: 1, notes: 'Fake photos', beComplainedAccount: 199999 }),
    ).rejects.toMatchObject({ kind: 'api', code: 404, status: 404 });
    await expect(
      sdk.complaint.file({ type: 99, notes: 'Spam', beComplainedAccount: 100003 }),
    ).rejects.toMatchObject({ kind: 'api', code: 400 });
  });
});
