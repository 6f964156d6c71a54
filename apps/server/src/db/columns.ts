/** Column types shared by every table file: timestamps and JSON columns as Kysely reads and writes them. */
import type { ColumnType } from 'kysely';

/** Set by the database (or given on insert), never updated. */
export type CreatedAt = ColumnType<Date, Date | string | undefined, never>;
export type Timestamp = ColumnType<Date, Date | string, Date | string>;
/** A jsonb column: written as a JSON string, read as the value. */
export type Json<T> = ColumnType<T, string, string>;
