/**
 * What a route handler receives and returns, typed from openapi.yaml through the SDK's generated
 * types. Handlers are keyed by the path they answer (each path of the contract has one method):
 * the handler of '/account/login' gets that operation's body and must resolve to its data.
 */
import type { paths } from '@heartline/sdk/schema';
import type { User } from '../db/tables.ts';
import type { Language } from '../i18n/languages.ts';
import type { Services } from '../services.ts';

export type ApiPath = keyof paths;
type Op<P extends ApiPath> = NonNullable<paths[P]['get'] | paths[P]['post']>;

export type BodyOf<P extends ApiPath> =
  Op<P> extends { requestBody: { content: { 'application/json': infer B } } }
    ? B
    : Op<P> extends { requestBody?: { content: { 'application/json': infer B } } }
      ? B | undefined
      : undefined;

export type QueryOf<P extends ApiPath> =
  Op<P> extends { parameters: { query?: infer Q } }
    ? Q extends undefined
      ? undefined
      : NonNullable<Q>
    : undefined;

export type DataOf<P extends ApiPath> =
  Op<P> extends { responses: { 200: { content: { 'application/json': infer E } } } }
    ? E extends { data: infer D }
      ? D
      : null
    : never;

export interface RequestContext<P extends ApiPath> {
  body: BodyOf<P>;
  query: QueryOf<P>;
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
  /** Multipart parts of an upload (/file/upload only). */
  files?: UploadedPart[];
  fields?: Record<string, string>;
  services: Services;
}

export interface UploadedPart {
  field: string;
  filename: string;
  bytes: Buffer;
}

/** A handler that needs no I/O (a reference list) answers synchronously; the route awaits either. */
export type Handler<P extends ApiPath> = (ctx: RequestContext<P>) => DataOf<P> | Promise<DataOf<P>>;

/** A domain's handlers, by the path they answer. */
export type Handlers = { [P in ApiPath]?: Handler<P> };
