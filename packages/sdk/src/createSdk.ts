import { createAccountApi } from './api/account';
import { createAlbumApi } from './api/album';
import { createComplaintApi } from './api/complaint';
import { createModerationApi } from './api/moderation';
import { createDynamicApi } from './api/dynamic';
import { createFileApi } from './api/file';
import { createFriendApi } from './api/friend';
import { createGiftApi } from './api/gift';
import { createMallApi } from './api/mall';
import { createMatchApi } from './api/match';
import { createMembershipApi } from './api/membership';
import { createMessageApi } from './api/message';
import { createSystemApi } from './api/system';
import { createTranslationApi } from './api/translation';
import { createUserApi } from './api/user';
import { createPhotoVerificationApi } from './api/photoVerification';
import { createPushApi } from './api/push';
import { createWalletApi } from './api/wallet';
import {
  createHeartlineClient,
  type HeartlineClient,
  type HeartlineClientOptions,
} from './client/createHeartlineClient';

/**
 * Heartline's API, one typed function per operation of openapi.yaml, grouped by domain
 * (`sdk.account.login(...)`, `sdk.dynamic.publish(...)`), so callers never write a path.
 * Each function resolves to the envelope's `data` or rejects with a HeartlineError.
 */
export function createSdk(options: HeartlineClientOptions) {
  const client = createHeartlineClient(options);
  return {
    client,
    account: createAccountApi(client),
    system: createSystemApi(client),
    user: createUserApi(client),
    match: createMatchApi(client),
    album: createAlbumApi(client),
    file: createFileApi(client),
    dynamic: createDynamicApi(client),
    wallet: createWalletApi(client),
    membership: createMembershipApi(client),
    translation: createTranslationApi(client),
    gift: createGiftApi(client),
    friend: createFriendApi(client),
    message: createMessageApi(client),
    complaint: createComplaintApi(client),
    moderation: createModerationApi(client),
    photoVerification: createPhotoVerificationApi(client),
    push: createPushApi(client),
    mall: createMallApi(client),
  };
}

export type HeartlineSdk = ReturnType<typeof createSdk>;
export type { HeartlineClient };
