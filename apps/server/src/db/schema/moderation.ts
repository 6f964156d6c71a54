/** The moderation audit log (migration 0018), as Kysely sees it. */
import type { Generated } from 'kysely';
import type { CreatedAt } from '../columns.ts';

/** What an operator did about a complaint. */
export type ComplaintAction = 'dismiss' | 'removeContent' | 'warn' | 'suspend' | 'ban';

/** An audit entry's action: a complaint's, or a photo verification decision. */
export type ModerationActionKind =
  ComplaintAction | 'approvePhotoVerification' | 'refusePhotoVerification';

/** One action of an operator: who, when, about whom, what, and why. */
export interface ModerationActionsTable {
  id: Generated<number>;
  operator_id: number;
  complaint_id: number | null;
  target_id: number;
  action: ModerationActionKind;
  days: number | null;
  dynamic_id: number | null;
  reason: string;
  created_at: CreatedAt;
}

export interface ModerationTables {
  moderation_actions: ModerationActionsTable;
}
