/** Every domain's handlers, by the path they answer: the operations of openapi.yaml this server answers. */
import type { Handlers } from '../contract/context.ts';
import { accountHandlers } from './account/routes.ts';
import { friendHandlers } from './friend/routes.ts';
import { systemHandlers } from './system/routes.ts';
import { userHandlers } from './user/routes.ts';
import { followHandlers } from './follow/routes.ts';
import { blockHandlers } from './block/routes.ts';
import { matchHandlers } from './match/routes.ts';
import { albumHandlers } from './album/routes.ts';
import { fileHandlers } from './file/routes.ts';
import { dynamicHandlers } from './dynamic/routes.ts';
import { complaintHandlers } from './complaint/routes.ts';
import { notificationHandlers } from './notification/routes.ts';
import { messageHandlers } from './message/routes.ts';
import { walletHandlers } from './wallet/routes.ts';
import { membershipHandlers } from './membership/routes.ts';
import { payHandlers } from './pay/routes.ts';
import { translationHandlers } from './translation/routes.ts';
import { giftHandlers } from './gift/routes.ts';
import { mallHandlers } from './mall/routes.ts';
import { moderationHandlers } from './moderation/routes.ts';
import { photoVerificationHandlers } from './photoVerification/routes.ts';
import { pushHandlers } from './push/routes.ts';

export const handlers: Handlers = {
  ...accountHandlers,
  ...systemHandlers,
  ...userHandlers,
  ...followHandlers,
  ...blockHandlers,
  ...friendHandlers,
  ...matchHandlers,
  ...albumHandlers,
  ...fileHandlers,
  ...dynamicHandlers,
  ...complaintHandlers,
  ...notificationHandlers,
  ...messageHandlers,
  ...walletHandlers,
  ...membershipHandlers,
  ...payHandlers,
  ...translationHandlers,
  ...giftHandlers,
  ...mallHandlers,
  ...moderationHandlers,
  ...photoVerificationHandlers,
  ...pushHandlers,
};
