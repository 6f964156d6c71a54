/** Page-at-a-time lists (PageMeta): pageNum from 1, pageSize 1 to 100, 20 by default. */
export interface PageRequest {
  pageNum: number;
  pageSize: number;
  offset: number;
}

/** Far beyond any table here, and well inside PostgreSQL's bigint. */
const MAX_OFFSET = 1e15;

export function pageOf(query: { pageNum?: number; pageSize?: number }): PageRequest {
  const pageNum = query.pageNum ?? 1;
  const pageSize = query.pageSize ?? 20;
  // The contract sets no upper bound on pageNum: a far page is simply empty, but its offset must
  // stay within what the database's bigint OFFSET takes.
  return { pageNum, pageSize, offset: Math.min((pageNum - 1) * pageSize, MAX_OFFSET) };
}

export function pageResult<T>(page: PageRequest, total: number, records: T[]) {
  return { total, pageNum: page.pageNum, pageSize: page.pageSize, records };
}
