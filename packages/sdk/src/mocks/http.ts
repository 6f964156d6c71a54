import { createOpenApiHttp } from 'openapi-msw';
import type { paths } from '../generated/schema';
import type { Schema } from '../client/operationTypes';

/** msw's `http`, typed from openapi.yaml: paths, parameters and response bodies are checked. */
export function mockHttp(baseUrl: string) {
  return createOpenApiHttp<paths>({ baseUrl });
}
export type MockHttp = ReturnType<typeof mockHttp>;

/** What every domain's handlers are built from; scenarios change these. */
export interface MockOptions {
  /** Where the app under test sends its calls, e.g. `http://localhost:8080` or `/api`. */
  baseUrl: string;
  /** The logged-in user: my-info, login and register answer with this. */
  me: Schema<'UserInfo'>;
  /** When true, every growing list answers an empty page (the "empty lists" scenario). */
  empty: boolean;
}

/** The `{code, msg, data}` success envelope. */
export function ok<D>(data: D) {
  return { code: 200, msg: 'success', data } as const;
}

/** A page of records as the server answers it (`pageNum`, `pageSize` from the query). */
export function page<T>(records: readonly T[], query: URLSearchParams, empty = false) {
  const pageNum = Math.max(1, Number(query.get('pageNum') ?? 1) || 1);
  const pageSize = Math.min(100, Math.max(1, Number(query.get('pageSize') ?? 20) || 20));
  const all = empty ? [] : records;
  return {
    total: all.length,
    pageNum,
    pageSize,
    records: all.slice((pageNum - 1) * pageSize, pageNum * pageSize),
  };
}
