import type { HttpHandler } from 'msw';
import { normalMe } from './fixtures/users';
import { accountHandlers } from './handlers/account';
import { albumHandlers } from './handlers/album';
import { complaintHandlers } from './handlers/complaint';
import { dynamicHandlers } from './handlers/dynamic';
import { fileHandlers } from './handlers/file';
import { friendHandlers } from './handlers/friend';
import { giftHandlers } from './handlers/gift';
import { mallHandlers } from './handlers/mall';
import { matchHandlers } from './handlers/match';
import { membershipHandlers } from './handlers/membership';
import { moderationHandlers } from './handlers/moderation';
import { messageHandlers } from './handlers/message';
import { systemHandlers } from './handlers/system';
import { translationHandlers } from './handlers/translation';
import { userHandlers } from './handlers/user';
import { photoVerificationHandlers } from './handlers/photoVerification';
import { pushHandlers } from './handlers/push';
import { walletHandlers } from './handlers/wallet';
import { mockHttp, type MockOptions } from './http';

/** Where the web app calls the API by default: the same origin, under /api (openapi.yaml). */
export const DEFAULT_MOCK_BASE_URL = '/api';

/**
 * msw handlers for every operation of openapi.yaml, answering with the fixtures: a logged-in
 * normal member (`me`) in a world of users from several countries. Lists page by the query.
 */
export function createHandlers(options: Partial<MockOptions> = {}): HttpHandler[] {
  const full: MockOptions = {
    baseUrl: DEFAULT_MOCK_BASE_URL,
    me: normalMe,
    empty: false,
    ...options,
  };
  const http = mockHttp(full.baseUrl);
  return [
    accountHandlers,
    systemHandlers,
    userHandlers,
    matchHandlers,
    albumHandlers,
    fileHandlers,
    dynamicHandlers,
    walletHandlers,
    membershipHandlers,
    translationHandlers,
    giftHandlers,
    friendHandlers,
    messageHandlers,
    complaintHandlers,
    moderationHandlers,
    photoVerificationHandlers,
    pushHandlers,
    mallHandlers,
  ].flatMap((domain) => domain(http, full));
}
