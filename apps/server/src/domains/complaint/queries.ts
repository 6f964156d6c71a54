/** The complaint domain's SQL: the reasons a complaint can give, and complaints filed. */
import type { Db } from '../../db/database.ts';

export function listReasons(db: Db) {
  return db.selectFrom('complaint_reasons').selectAll().orderBy('id').execute();
}

export function findComplaintReason(db: Db, reasonId: number) {
  return db
    .selectFrom('complaint_reasons')
    .select('id')
    .where('id', '=', reasonId)
    .executeTakeFirst();
}

export function findActiveUserByAccount(db: Db, account: number) {
  return db
    .selectFrom('users')
    .select('id')
    .where('account', '=', account)
    .where('cancelled_at', 'is', null)
    .executeTakeFirst();
}

export function insertComplaint(
  db: Db,
  complaint: {
    reporterId: number;
    reportedId: number;
    reasonId: number;
    notes: string;
    images: string[];
    at: Date;
  },
) {
  return db
    .insertInto('complaints')
    .values({
      reporter_id: complaint.reporterId,
      reported_id: complaint.reportedId,
      reason_id: complaint.reasonId,
      notes: complaint.notes,
      images: JSON.stringify(complaint.images),
      created_at: complaint.at,
    })
    .returning(['id', 'created_at'])
    .executeTakeFirstOrThrow();
}
