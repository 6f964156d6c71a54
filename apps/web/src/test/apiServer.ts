import { scenarios } from '@heartline/sdk/mocks';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll } from 'vitest';

/** Where the app's SDK sends its calls in tests: jsdom's origin. */
export const apiBase = `${window.location.origin}/api`;

/**
 * The SDK's msw handlers (a logged-in normal member) answering the app's calls; a test changes
 * one answer with `api.use(...)`.
 */
export const api = setupServer(...scenarios.normalUser(apiBase));

export function serveApiDuringTests() {
  beforeAll(() => api.listen({ onUnhandledRequest: 'error' }));
  afterEach(() => api.resetHandlers());
  afterAll(() => api.close());
}
