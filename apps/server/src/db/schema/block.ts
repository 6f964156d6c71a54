/** The blocks table (migration 0016), as Kysely sees it. */
import type { CreatedAt } from '../columns.ts';

/** One user blocking another; the pair sees nothing of each other while the row exists. */
export interface BlocksTable {
  blocker_id: number;
  blocked_id: number;
  created_at: CreatedAt;
}

export interface BlockTables {
  blocks: BlocksTable;
}
