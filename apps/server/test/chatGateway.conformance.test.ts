/**
 * packages/im's ChatClient conformance suite, run against the local client talking to this
 * server's chat gateway over real WebSockets (the same suite passes on the memory client).
 */
import { runConformance } from '@heartline/im/conformance';
import { afterAll, beforeAll } from 'vitest';
import { chatWorld, listenForChat } from './support/chatWorld.ts';
import { createTestApp, type TestApp } from './support/testApp.ts';

let app: TestApp;
let url: string;

beforeAll(async () => {
  app = await createTestApp();
  url = await listenForChat(app);
});
afterAll(() => app.close());

runConformance('local', () => chatWorld(app, url));
