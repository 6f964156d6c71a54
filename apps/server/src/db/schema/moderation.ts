/** The moderation audit log (migration 0018), as Kysely sees it. */
import type { Generated } from 'kysely';
import type { CreatedAt } from '../columns.ts';

export type ModerationActionKind = 'dismiss' | 'removeContent' | 'warn' | 'suspend' | 'ban';

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
