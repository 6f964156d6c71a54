/** The tables of the membership domain, as Kysely sees them (snake_case, as in SQL). */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface MembershipTables {}
