/** The moderation domain's SQL: the complaints queue, actions on users, the audit log. */
import { sql } from 'kysely';
import type { Db } from '../../db/database.ts';
import type { ComplaintAction, ModerationActionKind } from '../../db/schema/moderation.ts';
import type { PageRequest } from '../../http/paging.ts';
import type { Trx } from '../../ledger/ledger.ts';

export type QueueState = 'open' | 'handled';

/** Complaints with their reason, open (not handled) or handled. */
const casesIn = (db: Db, state: QueueState) =>
  db
    .selectFrom('complaints')
    .innerJoin('complaint_reasons', 'complaint_reasons.id', 'complaints.reason_id')
    .where('complaints.handled_at', state === 'open' ? 'is' : 'is not', null);

const caseColumns = [
  'complaints.id',
  'complaints.reporter_id',
  'complaints.reported_id',
  'complaints.notes',
  'complaints.images',
  'complaints.created_at',
  'complaints.handled_at',
  'complaints.action',
  'complaint_reasons.id as reason_id',
  'complaint_reasons.reason',
  'complaint_reasons.type as reason_type',
] as const;

export function countCases(db: Db, state: QueueState) {
  return casesIn(db, state)
    .select(sql<number>`count(*)::int`.as('total'))
    .executeTakeFirstOrThrow();
}

/** Open ones oldest first (the longest wait first); handled ones latest handled first. */
export function listCasesPage(db: Db, state: QueueState, page: PageRequest) {
  const rows = casesIn(db, state).select(caseColumns);
  const ordered =
    state === 'open'
      ? rows.orderBy('complaints.created_at', 'asc').orderBy('complaints.id', 'asc')
      : rows.orderBy('complaints.handled_at', 'desc').orderBy('complaints.id', 'desc');
  return ordered.limit(page.pageSize).offset(page.offset).execute();
}

export type CaseRow = Awaited<ReturnType<typeof listCasesPage>>[number];

export function findCase(db: Db, id: number) {
  return db
    .selectFrom('complaints')
    .innerJoin('complaint_reasons', 'complaint_reasons.id', 'complaints.reason_id')
    .select(caseColumns)
    .where('complaints.id', '=', id)
    .executeTakeFirst();
}

/** Users by id, cancelled and banned ones too (a complaint outlives the account). */
export function listUsersByIds(db: Db, ids: number[]) {
  return db.selectFrom('users').selectAll().where('id', 'in', ids).execute();
}

/** Closes an open complaint with its action; undefined when it was handled meanwhile. */
export function markCaseHandled(trx: Trx, id: number, action: ComplaintAction, at: Date) {
  return trx
    .updateTable('complaints')
    .set({ handled_at: at, action })
    .where('id', '=', id)
    .where('handled_at', 'is', null)
    .returning('id')
    .executeTakeFirst();
}

export function insertAction(
  trx: Trx,
  action: {
    operatorId: number;
    complaintId: number | null;
    targetId: number;
    action: ModerationActionKind;
    days: number | null;
    dynamicId: number | null;
    reason: string;
    at: Date;
  },
) {
  return trx
    .insertInto('moderation_actions')
    .values({
      operator_id: action.operatorId,
      complaint_id: action.complaintId,
      target_id: action.targetId,
      action: action.action,
      days: action.days,
      dynamic_id: action.dynamicId,
      reason: action.reason,
      created_at: action.at,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
}

export async function suspendUser(trx: Trx, userId: number, until: Date): Promise<void> {
  await trx.updateTable('users').set({ suspended_until: until }).where('id', '=', userId).execute();
}

/** A ban closes the account: it is hidden everywhere a cancelled one is, and cannot log in. */
export async function banUser(trx: Trx, userId: number, at: Date): Promise<void> {
  await trx
    .updateTable('users')
    .set((eb) => ({ banned_at: at, cancelled_at: eb.fn.coalesce('cancelled_at', eb.val(at)) }))
    .where('id', '=', userId)
    .execute();
}

/** The audit log with the operator's and the target's nicknames. */
const auditRows = (db: Db) =>
  db
    .selectFrom('moderation_actions as a')
    .innerJoin('users as operator', 'operator.id', 'a.operator_id')
    .innerJoin('users as target', 'target.id', 'a.target_id')
    .select([
      'a.id',
      'a.created_at',
      'a.operator_id',
      'operator.nickname as operator_nickname',
      'a.complaint_id',
      'a.target_id',
      'target.nickname as target_nickname',
      'a.action',
      'a.days',
      'a.dynamic_id',
      'a.reason',
    ]);

export type AuditRow = Awaited<ReturnType<ReturnType<typeof auditRows>['execute']>>[number];

export function countAudit(db: Db) {
  return db
    .selectFrom('moderation_actions')
    .select(sql<number>`count(*)::int`.as('total'))
    .executeTakeFirstOrThrow();
}

export function listAuditPage(db: Db, page: PageRequest) {
  return auditRows(db)
    .orderBy('a.created_at', 'desc')
    .orderBy('a.id', 'desc')
    .limit(page.pageSize)
    .offset(page.offset)
    .execute();
}

export function findAuditEntry(db: Db, id: number) {
  return auditRows(db).where('a.id', '=', id).executeTakeFirstOrThrow();
}

/** The earlier actions about a user, newest first. */
export function listAuditAbout(db: Db, targetId: number, limit: number) {
  return auditRows(db)
    .where('a.target_id', '=', targetId)
    .orderBy('a.created_at', 'desc')
    .orderBy('a.id', 'desc')
    .limit(limit)
    .execute();
}

/** Makes a member an operator or a member again; false when nobody has this e-mail or account. */
export async function setRole(
  db: Db,
  who: { email?: string; account?: number },
  role: 'member' | 'operator',
): Promise<boolean> {
  let query = db.updateTable('users').set({ role });
  query =
    who.account !== undefined
      ? query.where('account', '=', who.account)
      : query.where('email', '=', who.email ?? '');
  const result = await query.executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

export function listOperators(db: Db) {
  return db
    .selectFrom('users')
    .select(['account', 'email', 'nickname'])
    .where('role', '=', 'operator')
    .orderBy('account')
    .execute();
}
