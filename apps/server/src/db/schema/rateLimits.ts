/** The tables of the request limits, as Kysely sees them (snake_case, as in SQL). */
import type { Timestamp } from '../columns.ts';

/** One key's hits in its current window (see migration 0013 and src/http/rateLimitStore.ts). */
export interface RateLimitHitsTable {
  /** What is counted: `<limit name>:<client address>`, for example. */
  key: string;
  count: number;
  /** When the window ends; the next hit after it starts a new window at 1. */
  reset_at: Timestamp;
}

export interface RateLimitTables {
  rate_limit_hits: RateLimitHitsTable;
}
