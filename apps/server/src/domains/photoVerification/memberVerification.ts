/**
 * A member's side of photo verification (issue 18): where it stands, a gesture asked at random,
 * the selfie sent for review. Each step runs with the member's row locked, so two tabs asking or
 * sending at once keep one attempt in progress (and the partial unique index of migration 0019
 * stands behind it).
 */
import type { components } from '@heartline/sdk/schema';
import type { User } from '../../db/tables.ts';
import { AppError } from '../../http/AppError.ts';
import { invalidField } from '../../http/fieldError.ts';
import type { Language } from '../../i18n/languages.ts';
import type { Services } from '../../services.ts';
import { lockUser } from '../match/queries.ts';
import { GESTURE_TTL_MS, pickGesture, type PhotoVerificationGesture } from './gestures.ts';
import {
  askAgain,
  findLastGesture,
  findLatestSent,
  findOpenRequest,
  insertRequest,
  isOwnSelfie,
  markSubmitted,
} from './queries.ts';

type PhotoVerificationStatus = components['schemas']['PhotoVerificationStatus'];

export async function photoVerificationStatus(
  services: Services,
  me: User,
): Promise<PhotoVerificationStatus> {
  const { db } = services;
  const now = services.now();
  const [open, sent] = await Promise.all([findOpenRequest(db, me.id), findLatestSent(db, me.id)]);
  const asked = open?.state === 'asked' && open.gesture_expires_at > now ? open : undefined;
  // The badge is the user's: an approval stands even if a later row says otherwise.
  const state = me.verified_at ? 'approved' : (sent?.state ?? 'none');
  return {
    state: state as PhotoVerificationStatus['state'],
    gesture: asked ? (asked.gesture as PhotoVerificationGesture) : null,
    gestureExpireTime: asked ? asked.gesture_expires_at.toISOString() : null,
    reason: state === 'refused' ? (sent?.reason ?? null) : null,
    submittedTime: sent?.submitted_at?.toISOString() ?? null,
    decidedTime: me.verified_at
      ? me.verified_at.toISOString()
      : (sent?.decided_at?.toISOString() ?? null),
  };
}

/** Refuses an attempt from a member already verified, or with a selfie waiting. */
function refuseIfDone(me: User, open: { state: string } | undefined) {
  if (me.verified_at) throw new AppError(2101);
  if (open?.state === 'pending') throw new AppError(2102);
}

export async function startPhotoVerification(services: Services, me: User) {
  const now = services.now();
  const expiresAt = new Date(now.getTime() + GESTURE_TTL_MS);
  await services.db.transaction().execute(async (trx) => {
    await lockUser(trx, me.id);
    const open = await findOpenRequest(trx, me.id);
    refuseIfDone(me, open);
    const gesture = pickGesture(await findLastGesture(trx, me.id));
    // Asking again replaces the gesture of the attempt in progress: no row per click.
    if (open) await askAgain(trx, open.id, gesture, expiresAt);
    else {
      await insertRequest(trx, {
        user_id: me.id,
        gesture,
        state: 'asked',
        gesture_expires_at: expiresAt,
        created_at: now,
      });
    }
  });
  return photoVerificationStatus(services, me);
}

export async function submitPhotoVerification(
  services: Services,
  me: User,
  selfie: string,
  language: Language,
) {
  const now = services.now();
  if (!(await isOwnSelfie(services.db, me.id, selfie))) {
    throw invalidField(language, 'selfie');
  }
  await services.db.transaction().execute(async (trx) => {
    await lockUser(trx, me.id);
    const open = await findOpenRequest(trx, me.id);
    refuseIfDone(me, open);
    if (!open || open.gesture_expires_at <= now) throw new AppError(2103);
    await markSubmitted(trx, open.id, selfie, now);
  });
  return photoVerificationStatus(services, me);
}
