/**
 * The operators' side of photo verification (issue 18): the selfies waiting, oldest first, each
 * beside the member's profile photos, and the decision. Approving gives the member the verified
 * badge (users.verified_at); refusing needs a reason, which customer service passes on in the
 * member's language. Every decision goes into the moderation audit log, and happens once (2104,
 * even for two operators at the same moment).
 */
import type { components } from '@heartline/sdk/schema';
import type { User } from '../../db/tables.ts';
import { AppError, forbidden, notFound } from '../../http/AppError.ts';
import { pageResult, type PageRequest } from '../../http/paging.ts';
import type { Language } from '../../i18n/languages.ts';
import { t } from '../../i18n/translate.ts';
import type { Services } from '../../services.ts';
import { languageOf, sendServiceText } from '../chat/serverMessages.ts';
import { imageLinksFor } from '../file/imageLinks.ts';
import { findAuditEntry, insertAction, listUsersByIds } from '../moderation/queries.ts';
import { operatorOnly } from '../moderation/queue.ts';
import { toAuditEntry } from '../moderation/views.ts';
import { toUserBrief } from '../user/views.ts';
import type { PhotoVerificationGesture } from './gestures.ts';
import {
  countWaiting,
  findRequest,
  isAlbumPhotoOf,
  listAlbumUrls,
  listWaitingPage,
  markDecided,
  markVerified,
} from './queries.ts';

type PhotoVerificationRequest = components['schemas']['PhotoVerificationRequest'];
type DecisionRequest = components['schemas']['PhotoVerificationDecisionRequest'];

/** Album photos shown beside a selfie (after the avatar). */
const ALBUM_PHOTOS = 20;

export async function listPhotoVerifications(services: Services, me: User, page: PageRequest) {
  operatorOnly(me);
  const { db } = services;
  const now = services.now();
  const [{ total }, rows] = await Promise.all([countWaiting(db), listWaitingPage(db, page)]);
  const userIds = [...new Set(rows.map((r) => r.user_id))];
  const [users, albums] = await Promise.all([
    userIds.length ? listUsersByIds(db, userIds) : [],
    listAlbumUrls(db, userIds, ALBUM_PHOTOS),
  ]);
  const byId = new Map(users.map((u) => [u.id, u]));
  const links = imageLinksFor(services, me.im_account);
  const records: PhotoVerificationRequest[] = rows.flatMap((row) => {
    const member = byId.get(row.user_id);
    if (!member || !row.selfie_url || !row.submitted_at) return [];
    const context = { kind: 'photoVerification' as const, id: row.id };
    const album = albums.filter((a) => a.user_id === row.user_id).map((a) => a.url);
    return [
      {
        id: row.id,
        member: toUserBrief(member, now),
        gesture: row.gesture as PhotoVerificationGesture,
        selfie: links(row.selfie_url, context),
        photos: [member.avatar, ...album].map((url) => links(url, context)),
        submittedTime: row.submitted_at.toISOString(),
        waitedSeconds: Math.max(0, Math.floor((now.getTime() - row.submitted_at.getTime()) / 1000)),
      },
    ];
  });
  return pageResult(page, total, records);
}

export async function decidePhotoVerification(
  services: Services,
  me: User,
  body: DecisionRequest,
  language: Language,
) {
  operatorOnly(me);
  const { db } = services;
  const request = await findRequest(db, body.requestId);
  // An attempt without a selfie is nothing an operator can decide on.
  if (!request || request.state === 'asked' || request.state === 'expired') throw notFound();
  if (request.state !== 'pending') throw new AppError(2104);
  const reason = body.reason?.trim() || null;
  if (!body.approve && !reason) {
    throw new AppError(400, {
      key: 'validation.required',
      params: { field: t(language, 'field.reason') },
    });
  }
  const [member] = await listUsersByIds(db, [request.user_id]);
  if (!member) throw notFound();
  const now = services.now();
  const entryId = await db.transaction().execute(async (trx) => {
    const decided = await markDecided(trx, request.id, {
      approve: body.approve,
      operatorId: me.id,
      reason,
      at: now,
    });
    if (!decided) throw new AppError(2104);
    if (body.approve) await markVerified(trx, member.id, now);
    const { id } = await insertAction(trx, {
      operatorId: me.id,
      complaintId: null,
      targetId: member.id,
      action: body.approve ? 'approvePhotoVerification' : 'refusePhotoVerification',
      days: null,
      dynamicId: null,
      reason: reason ?? '',
      at: now,
    });
    const text = body.approve
      ? t(languageOf(member), 'photoVerification.approved')
      : t(languageOf(member), 'photoVerification.refused', { reason: reason ?? '' });
    await sendServiceText(
      trx,
      services,
      member,
      text,
      { kind: 'photoVerification', recordId: request.id },
      now,
    );
    return id;
  });
  return toAuditEntry(await findAuditEntry(db, entryId));
}

/**
 * Who may open an image through a signed address of a verification request: an operator (the
 * console) or the member who sent it, and only the request's selfie or the member's album photos.
 */
export async function checkSelfieViewer(
  services: Services,
  viewer: User,
  id: number,
  url: string,
): Promise<void> {
  const request = await findRequest(services.db, id);
  if (!request) throw notFound();
  if (viewer.role !== 'operator' && viewer.id !== request.user_id) throw forbidden();
  if (url === request.selfie_url) return;
  if (!(await isAlbumPhotoOf(services.db, request.user_id, url))) throw notFound();
}
