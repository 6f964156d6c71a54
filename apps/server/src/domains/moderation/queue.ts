/**
 * The moderation console's reading side (issue 18): the queue of complaints (open ones oldest
 * first, with how long each has waited), one complaint with what an operator needs to judge it,
 * and the audit log. Operators only: the role is granted from the command line
 * (scripts/operator.ts), never by the API.
 */
import type { User } from '../../db/tables.ts';
import { forbidden, notFound } from '../../http/AppError.ts';
import { pageResult, type PageRequest } from '../../http/paging.ts';
import type { Language } from '../../i18n/languages.ts';
import type { Services } from '../../services.ts';
import { listLatestPairMessages } from '../chat/queries/messages.ts';
import { listLatestDynamicsOf } from '../dynamic/queries/dynamics.ts';
import {
  countAudit,
  countCases,
  findCase,
  listAuditAbout,
  listAuditPage,
  listCasesPage,
  listUsersByIds,
  type CaseRow,
  type QueueState,
} from './queries.ts';
import { toAuditEntry, toCase } from './views.ts';

/** How much context a complaint comes with. */
const DYNAMICS = 10;
const MESSAGES = 30;
const HISTORY = 50;

/** 403 unless the caller is an operator. */
export function operatorOnly(me: User): void {
  if (me.role !== 'operator') throw forbidden();
}

async function usersOf(services: Services, rows: CaseRow[]) {
  const ids = [...new Set(rows.flatMap((r) => [r.reporter_id, r.reported_id]))];
  const users = ids.length ? await listUsersByIds(services.db, ids) : [];
  return new Map(users.map((u) => [u.id, u]));
}

export async function listQueue(
  services: Services,
  me: User,
  state: QueueState,
  page: PageRequest,
  language: Language,
) {
  operatorOnly(me);
  const { db } = services;
  const [{ total }, rows] = await Promise.all([
    countCases(db, state),
    listCasesPage(db, state, page),
  ]);
  const users = await usersOf(services, rows);
  const now = services.now();
  return pageResult(
    page,
    total,
    rows.map((row) => toCase(row, users, language, now)),
  );
}

export async function caseContext(services: Services, me: User, id: number, language: Language) {
  operatorOnly(me);
  const { db } = services;
  const row = await findCase(db, id);
  if (!row) throw notFound();
  const users = await usersOf(services, [row]);
  const reported = users.get(row.reported_id)!;
  const reporter = users.get(row.reporter_id)!;
  const [dynamics, messages, history] = await Promise.all([
    listLatestDynamicsOf(db, reported.id, DYNAMICS),
    listLatestPairMessages(db, reporter.im_account, reported.im_account, MESSAGES),
    listAuditAbout(db, reported.id, HISTORY),
  ]);
  const idOf = new Map([
    [reporter.im_account, reporter.id],
    [reported.im_account, reported.id],
  ]);
  return {
    complaint: toCase(row, users, language, services.now()),
    introduction: reported.introduction,
    dynamics: dynamics.map((d) => ({
      id: d.id,
      content: d.content,
      images: d.images,
      createTime: d.created_at.toISOString(),
      deleted: d.deleted_at !== null,
    })),
    messages: messages.reverse().map((m) => ({
      id: String(m.id),
      fromUserId: idOf.get(m.from_im) ?? reported.id,
      type: m.type,
      msg: m.msg,
      ...(m.url ? { url: m.url } : {}),
      ...(m.custom_type ? { customType: m.custom_type } : {}),
      time: m.created_at.toISOString(),
    })),
    history: history.map(toAuditEntry),
  };
}

export async function listAudit(services: Services, me: User, page: PageRequest) {
  operatorOnly(me);
  const [{ total }, rows] = await Promise.all([
    countAudit(services.db),
    listAuditPage(services.db, page),
  ]);
  return pageResult(page, total, rows.map(toAuditEntry));
}
