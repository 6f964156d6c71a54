/** The caller's privacy settings and interface language (userSetVo). */
import type { components } from '@heartline/sdk/schema';
import type { BodyOf } from '../../contract/context.ts';
import type { User, UserUpdate } from '../../db/tables.ts';
import { AppError } from '../../http/AppError.ts';
import { isLanguage } from '../../i18n/languages.ts';
import type { Services } from '../../services.ts';
import { setUserLanguage, updateUser } from './queries.ts';

type UserSetVo = components['schemas']['UserSetVo'];

export function toUserSetVo(user: User): UserSetVo {
  return {
    addFriendMode: user.add_friend_mode as 0 | 1,
    showLikes: user.show_likes as 0 | 1,
    showComments: user.show_comments as 0 | 1,
    matchVerifiedOnly: user.match_verified_only as 0 | 1,
    hideLastSeen: user.hide_last_seen as 0 | 1,
    language: isLanguage(user.language) ? user.language : 'en',
  };
}

export async function setPrivacy(
  services: Services,
  me: User,
  body: BodyOf<'/user/privacy-set'>,
): Promise<UserSetVo> {
  const change: UserUpdate = {};
  if (body.addFriendMode !== undefined) change.add_friend_mode = body.addFriendMode;
  if (body.showLikes !== undefined) change.show_likes = body.showLikes;
  if (body.showComments !== undefined) change.show_comments = body.showComments;
  if (body.matchVerifiedOnly !== undefined) change.match_verified_only = body.matchVerifiedOnly;
  if (body.hideLastSeen !== undefined) change.hide_last_seen = body.hideLastSeen;
  const updated = await updateUser(services.db, me.id, change);
  return toUserSetVo(updated);
}

/** A well-formed code that is not an interface language answers 1103, not the generic 400. */
export async function setLanguage(services: Services, me: User, language: string): Promise<void> {
  if (!isLanguage(language)) throw new AppError(1103);
  await setUserLanguage(services.db, me.id, language);
}
