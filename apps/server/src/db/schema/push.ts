/** Web push subscriptions (migration 0023), as Kysely sees it. */
import type { CreatedAt } from '../columns.ts';

export interface PushSubscriptionsTable {
  /** The push service's address for the browser: one row each. */
  endpoint: string;
  user_id: number;
  /** The login it belongs to (sessions.token_hash): it ends with it. */
  session_hash: string;
  /** The browser's P-256 public key and auth secret, base64url. */
  p256dh: string;
  auth: string;
  created_at: CreatedAt;
}

export interface PushTables {
  push_subscriptions: PushSubscriptionsTable;
}
