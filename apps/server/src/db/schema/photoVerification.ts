/** Photo verification (migration 0019), as Kysely sees it. */
import type { Generated } from 'kysely';
import type { CreatedAt, Timestamp } from '../columns.ts';

/**
 * 'asked' a gesture was given and no selfie came yet; 'pending' a selfie waits for an operator;
 * 'approved' / 'refused' decided; 'expired' a gesture replaced or run out before a selfie came.
 */
export type PhotoVerificationRowState = 'asked' | 'pending' | 'approved' | 'refused' | 'expired';

export interface PhotoVerificationsTable {
  id: Generated<number>;
  user_id: number;
  /** A PhotoVerificationGesture of openapi.yaml. */
  gesture: string;
  state: PhotoVerificationRowState;
  gesture_expires_at: Timestamp;
  selfie_url: string | null;
  submitted_at: Timestamp | null;
  decided_at: Timestamp | null;
  operator_id: number | null;
  reason: string | null;
  created_at: CreatedAt;
}

export interface PhotoVerificationTables {
  photo_verifications: PhotoVerificationsTable;
}
