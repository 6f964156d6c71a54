/** Page-at-a-time lists (PageMeta): pageNum from 1, pageSize 1 to 100, 20 by default. */
export interface PageRequest {
  pageNum: number;
  pageSize: number;
  offset: number;
}

export function pageOf(query: { pageNum?: number; pageSize?: number }): PageRequest {
  const pageNum = query.pageNum ?? 1;
  const pageSize = query.pageSize ?? 20;
  return { pageNum, pageSize, offset: (pageNum - 1) * pageSize };
}

export function pageResult<T>(page: PageRequest, total: number, records: T[]) {
  return { total, pageNum: page.pageNum, pageSize: page.pageSize, records };
}
