import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createSdk } from '../../src';
import { createHandlers, newMe, normalMe, svipMe } from '../../src/mocks';

const baseUrl = 'http://api.test';
const server = setupServer(...createHandlers({ baseUrl }));
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const sdk = createSdk({ baseUrl, brand: 'Chrome', getLanguage: () => 'ja' });

describe('match mocks', () => {
  it('recommends users who share my language or region first, with photos and today’s luck', async () => {
    const home = await sdk.match.listRecommended({ pageNum: 1, pageSize: 4 });
    expect(home.total).toBe(9);
    expect(home.records).toHaveLength(4);
    expect(home.records.map((u) => u.id)).not.toContain(1);
    expect(home.records[0]).toMatchObject({ region: 'TW', nickname: '陳怡君' });
    expect(home.records[0]?.photos.length).toBeGreaterThan(0);
    expect(home.records[0]?.introduction).toContain('攝影');
    expect(home.luck.score).toBeGreaterThanOrEqual(1);
    expect(home.luck.score).toBeLessThanOrEqual(100);
    expect(home.luck.date).toBe(new Date().toISOString().slice(0, 10));
    // The luck message speaks the interface language (ja) and stays the same all day.
    expect(home.luck.message).toMatch(/[\u3040-\u30ff]/);
    const again = await sdk.match.listRecommended({ pageNum: 2, pageSize: 4 });
    expect(again.luck).toEqual(home.luck);
    expect(again.records.map((u) => u.id)).not.toContain(home.records[0]?.id);
  });

  it('hides other users’ photos from a man without photo permission', async () => {
    server.use(...createHandlers({ baseUrl, me: newMe }));
    const home = await sdk.match.listRecommended();
    expect(home.records.every((u) => u.photos.length === 0)).toBe(true);
  });

  it('lists users online now with my match attempts for today', async () => {
    const online = await sdk.match.listOnline();
    expect(online.records.length).toBeGreaterThan(0);
    expect(online.records.every((u) => u.online === 1)).toBe(true);
    expect(online.match).toMatchObject({ remaining: 3, limit: 3 });
    expect(new Date(online.match.resetTime).getUTCHours()).toBe(0);
  });

  it('matches a normal member 3 times a day, then answers 1201', async () => {
    server.use(...createHandlers({ baseUrl }));
    const first = await sdk.match.matchRandom();
    expect(first).toMatchObject({ remaining: 2, limit: 3 });
    expect(first.user.id).not.toBe(1);
    expect(first.user.nickname).toBeTruthy();
    const second = await sdk.match.matchRandom();
    expect(second.user.id).not.toBe(first.user.id);
    await sdk.match.matchRandom();
    await expect(sdk.match.matchRandom()).rejects.toMatchObject({
      kind: 'api',
      code: 1201,
      status: 400,
    });
    await expect(sdk.match.listOnline()).resolves.toMatchObject({ match: { remaining: 0 } });
  });

  it('gives an SVIP member 30 attempts', async () => {
    server.use(...createHandlers({ baseUrl, me: svipMe }));
    await expect(sdk.match.matchRandom()).resolves.toMatchObject({ remaining: 29, limit: 30 });
  });

  it('answers empty pages and nobody to match (1202) in the empty world', async () => {
    server.use(...createHandlers({ baseUrl, empty: true }));
    await expect(sdk.match.listRecommended()).resolves.toMatchObject({ total: 0, records: [] });
    await expect(sdk.match.listOnline()).resolves.toMatchObject({ total: 0, records: [] });
    await expect(sdk.match.matchRandom()).rejects.toMatchObject({ kind: 'api', code: 1202 });
  });

  it('matches only verified members when my privacy setting asks so', async () => {
    const me = { ...normalMe, userSetVo: { ...normalMe.userSetVo, matchVerifiedOnly: 1 as const } };
    server.use(...createHandlers({ baseUrl, me }));
    for (let i = 0; i < 3; i += 1) {
      expect((await sdk.match.matchRandom()).user.verified).toBe(1);
    }
  });
});
