/**
 * A test app on Easemob (CHAT_PROVIDER=easemob) against a fake Easemob of its own, built before a
 * file's tests and closed after them. The world's fields are set once its beforeAll has run.
 */
import { afterAll, beforeAll } from 'vitest';
import { easemobTestEnv, startFakeEasemob, type FakeEasemob } from './fakeEasemob.ts';
import { createTestApp, type TestApp } from './testApp.ts';

export interface EasemobWorld {
  app: TestApp;
  easemob: FakeEasemob;
}

export function setUpEasemobApp(env: Record<string, string> = {}): EasemobWorld {
  const world = {} as EasemobWorld;
  beforeAll(async () => {
    world.easemob = await startFakeEasemob();
    world.app = await createTestApp({ ...easemobTestEnv(world.easemob), ...env });
  });
  afterAll(async () => {
    await world.app?.close();
    await world.easemob?.close();
  });
  return world;
}
