/** The moderation console's answers: a complaint as a case, an audit entry. */
import type { components } from '@heartline/sdk/schema';
import type { User } from '../../db/tables.ts';
import type { Language } from '../../i18n/languages.ts';
import { localizedText } from '../notification/localizedText.ts';
import { toUserBrief } from '../user/views.ts';
import type { AuditRow, CaseRow } from './queries.ts';

type ModerationCase = components['schemas']['ModerationCase'];
type ModerationAuditEntry = components['schemas']['ModerationAuditEntry'];
type ComplaintCategory = components['schemas']['ComplaintCategory'];

/** A case, with its people (by id) and its reason in the operator's language. */
export function toCase(
  row: CaseRow,
  users: ReadonlyMap<number, User>,
  language: Language,
  now: Date,
): ModerationCase {
  const reporter = users.get(row.reporter_id);
  const reported = users.get(row.reported_id);
  if (!reporter || !reported) throw new Error(`complaint ${row.id} names a missing user`);
  const end = row.handled_at ?? now;
  return {
    id: row.id,
    createTime: row.created_at.toISOString(),
    waitedSeconds: Math.max(0, Math.floor((end.getTime() - row.created_at.getTime()) / 1000)),
    reason: {
      id: row.reason_id,
      type: row.reason_type as ComplaintCategory,
      reason: localizedText(row.reason, language),
    },
    notes: row.notes,
    images: row.images,
    reporter: toUserBrief(reporter, now),
    reported: toUserBrief(reported, now),
    state: row.handled_at ? 'handled' : 'open',
    action: row.action,
    handledTime: row.handled_at?.toISOString() ?? null,
  };
}

export function toAuditEntry(row: AuditRow): ModerationAuditEntry {
  return {
    id: row.id,
    time: row.created_at.toISOString(),
    operatorId: row.operator_id,
    operatorNickname: row.operator_nickname,
    complaintId: row.complaint_id,
    targetId: row.target_id,
    targetNickname: row.target_nickname,
    action: row.action,
    days: row.days,
    dynamicId: row.dynamic_id,
    reason: row.reason,
  };
}
