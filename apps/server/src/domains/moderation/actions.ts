/**
 * What an operator does about a complaint (issue 18), in one transaction with the audit entry and
 * the complaint's closing: dismiss; remove the reported member's dynamic; warn them (customer
 * service writes to them, in their language, with the reason); suspend them for some days or ban
 * them (their sessions then end everywhere, chat included, once committed). The reporter hears
 * from customer service that the report was handled. A complaint is acted on once: a second
 * action, even a concurrent one, answers 2001.
 */
import type { components } from '@heartline/sdk/schema';
import type { User } from '../../db/tables.ts';
import { AppError, notFound } from '../../http/AppError.ts';
import type { Language } from '../../i18n/languages.ts';
import { t } from '../../i18n/translate.ts';
import type { Services } from '../../services.ts';
import { endSessionsEverywhere } from '../account/endSessions.ts';
import { languageOf, sendServiceText } from '../chat/serverMessages.ts';
import { findOwnLiveDynamic, markDynamicDeleted } from '../dynamic/queries/dynamics.ts';
import {
  banUser,
  findAuditEntry,
  findCase,
  insertAction,
  listUsersByIds,
  markCaseHandled,
  suspendUser,
} from './queries.ts';
import { operatorOnly } from './queue.ts';
import { toAuditEntry } from './views.ts';

type ActRequest = components['schemas']['ModerationActRequest'];

const DAY_MS = 86_400_000;

const invalid = (language: Language, field: 'field.days' | 'field.dynamicId') =>
  new AppError(400, { key: 'validation.required', params: { field: t(language, field) } });

export async function act(services: Services, me: User, body: ActRequest, language: Language) {
  operatorOnly(me);
  const { db } = services;
  const complaint = await findCase(db, body.complaintId);
  if (!complaint) throw notFound();
  if (complaint.handled_at) throw new AppError(2001);
  const { action } = body;
  const reason = body.reason.trim();
  const days = action === 'suspend' ? body.days : undefined;
  if (action === 'suspend' && days === undefined) throw invalid(language, 'field.days');
  const dynamicId = action === 'removeContent' ? body.dynamicId : undefined;
  if (action === 'removeContent') {
    const own = dynamicId && (await findOwnLiveDynamic(db, dynamicId, complaint.reported_id));
    if (!own) throw invalid(language, 'field.dynamicId');
  }
  const users = new Map(
    (await listUsersByIds(db, [complaint.reporter_id, complaint.reported_id])).map((u) => [
      u.id,
      u,
    ]),
  );
  const reported = users.get(complaint.reported_id)!;
  const reporter = users.get(complaint.reporter_id)!;
  const now = services.now();

  const entryId = await db.transaction().execute(async (trx) => {
    if (!(await markCaseHandled(trx, complaint.id, action, now))) throw new AppError(2001);
    const { id } = await insertAction(trx, {
      operatorId: me.id,
      complaintId: complaint.id,
      targetId: reported.id,
      action,
      days: days ?? null,
      dynamicId: dynamicId ?? null,
      reason,
      at: now,
    });
    if (action === 'removeContent' && dynamicId) await markDynamicDeleted(trx, dynamicId, now);
    if (action === 'warn') {
      const text = t(languageOf(reported), 'moderation.warning', { reason });
      await sendServiceText(trx, services, reported, text, { kind: 'warning', recordId: id }, now);
    }
    if (action === 'suspend' && days)
      await suspendUser(trx, reported.id, new Date(now.getTime() + days * DAY_MS));
    if (action === 'ban') await banUser(trx, reported.id, now);
    const thanks = t(languageOf(reporter), 'moderation.reportHandled', { name: reported.nickname });
    await sendServiceText(
      trx,
      services,
      reporter,
      thanks,
      { kind: 'reportHandled', recordId: complaint.id },
      now,
    );
    return id;
  });
  // A suspended or banned member is logged out everywhere, their chat included.
  if (action === 'suspend' || action === 'ban') {
    await endSessionsEverywhere(services, reported.id, 'banned');
  }
  return toAuditEntry(await findAuditEntry(db, entryId));
}
