/**
 * A profile as the caller sees it (/user/info's userVo): the public fields and counts, the
 * caller's relation to the user, and whether the caller may see the album photos. Viewing
 * someone else records a visit, unless the caller blocked them (the page then offers Unblock);
 * a user who blocked the caller answers 404.
 */
import type { components } from '@heartline/sdk/schema';
import type { User } from '../../db/tables.ts';
import type { Services } from '../../services.ts';
import { visibleUserOr404 } from './activeUsers.ts';
import { hasPhotoPermission } from './photoPermission.ts';
import { findRelation } from './queries.ts';
import { recordVisit } from './visits.ts';
import { profileFields, toUserBrief, userCounts } from './views.ts';

type UserProfile = components['schemas']['UserProfile'];

export async function viewProfile(
  services: Services,
  me: User,
  userId: number | undefined,
): Promise<{ userVo: UserProfile }> {
  const { db } = services;
  const now = services.now();
  const own = userId === undefined || userId === me.id;
  const { user: target, blockedByViewer } = own
    ? { user: me, blockedByViewer: false }
    : await visibleUserOr404(db, me.id, userId);
  if (!own && !blockedByViewer) await recordVisit(db, me.id, target.id, now);

  const [counts, relation, photos] = await Promise.all([
    userCounts(db, target.id),
    own ? null : relationTo(services, me.id, target.id),
    hasPhotoPermission(db, me, target.id),
  ]);
  return {
    userVo: {
      ...toUserBrief(target, now),
      ...profileFields(target),
      userDataVo: counts,
      isFollow: relation?.isFollow ?? 0,
      isFriend: relation?.isFriend ?? 0,
      friendRequestPending: relation?.pending ?? 0,
      isBlock: blockedByViewer ? 1 : 0,
      photoPermission: photos ? 1 : 0,
      // Hidden both ways, as chat presence's lastSeen (privacy setting hideLastSeen).
      lastActiveTime:
        !own && (target.hide_last_seen === 1 || me.hide_last_seen === 1)
          ? null
          : (target.last_active_at?.toISOString() ?? null),
    },
  };
}

/** Whether I follow them, we are friends, and my friend request to them is waiting. */
async function relationTo(services: Services, meId: number, otherId: number) {
  const row = await findRelation(services.db, meId, otherId);
  const flag = (value: unknown): 0 | 1 => (value ? 1 : 0);
  return { isFollow: flag(row.isFollow), isFriend: flag(row.isFriend), pending: flag(row.pending) };
}
