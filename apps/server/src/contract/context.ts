/**
 * What a route handler receives and returns, typed from openapi.yaml through the SDK's generated
 * types: a handler for `login` gets `login`'s body and must resolve to `login`'s data.
 */
import type { operations } from '@heartline/sdk/schema';
import type { User } from '../db/tables.ts';
import type { Language } from '../i18n/languages.ts';
import type { Services } from '../services.ts';

export type OperationId = keyof operations;
type Op<K extends OperationId> = operations[K];

export type BodyOf<K extends OperationId> =
  Op<K> extends { requestBody: { content: { 'application/json': infer B } } }
    ? B
    : Op<K> extends { requestBody?: { content: { 'application/json': infer B } } }
      ? B | undefined
      : undefined;

export type QueryOf<K extends OperationId> =
  Op<K> extends { parameters: { query?: infer Q } }
    ? Q extends undefined
      ? undefined
      : NonNullable<Q>
    : undefined;

export type DataOf<K extends OperationId> =
  Op<K> extends { responses: { 200: { content: { 'application/json': infer E } } } }
    ? E extends { data: infer D }
      ? D
      : null
    : never;

export interface RequestContext<K extends OperationId> {
  body: BodyOf<K>;
  query: QueryOf<K>;
  /** The logged-in user, or null on an anonymous call. */
  user: User | null;
  /** The logged-in user; throws 401 when there is none (never on operations that require login). */
  me: User;
  /** The session token's hash, when logged in (logout revokes it). */
  sessionHash: string | null;
  language: Language;
  /** The Idempotency-Key of a paying call. */
  idempotencyKey: string | null;
  ip: string;
  /** Multipart parts of an upload (file/upload only). */
  files?: UploadedPart[];
  fields?: Record<string, string>;
  services: Services;
}

export interface UploadedPart {
  field: string;
  filename: string;
  bytes: Buffer;
}

export type Handler<K extends OperationId> = (ctx: RequestContext<K>) => Promise<DataOf<K>>;

/** A domain's handlers, by operationId. */
export type Handlers = { [K in OperationId]?: Handler<K> };
