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

describe('push mocks', () => {
  it('gives a key, keeps an https subscription and refuses another address', async () => {
    expect((await sdk.push.getKey()).publicKey).toMatch(/^[A-Za-z0-9_-]{87}$/);
    const keys = { p256dh: 'B'.repeat(87), auth: 'a'.repeat(22) };
    await expect(
      sdk.push.subscribe({ endpoint: 'https://push.example/1', keys }),
    ).resolves.toBeNull();
    await expect(
      sdk.push.subscribe({ endpoint: 'http://push.example/1', keys }),
    ).rejects.toMatchObject({ code: 400 });
    await expect(sdk.push.unsubscribe({ endpoint: 'https://push.example/1' })).resolves.toBeNull();
  });
});
