/** The tables of the mall domain, as Kysely sees them (snake_case, as in SQL). */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface MallTables {}
