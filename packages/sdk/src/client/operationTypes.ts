/**
 * Type helpers that name the parts of an operation from the generated `paths`, so the domain
 * modules read as `Body<'/account/login', 'post'>` instead of long indexed types.
 */
import type { components, paths } from '../generated/schema';

type Operation<P extends keyof paths, M extends keyof paths[P]> = NonNullable<paths[P][M]>;

/** The JSON request body of an operation. */
export type Body<P extends keyof paths, M extends keyof paths[P]> =
  Operation<P, M> extends { requestBody?: { content: { 'application/json': infer B } } }
    ? B
    : never;

/** The query parameters of an operation. */
export type Query<P extends keyof paths, M extends keyof paths[P]> =
  Operation<P, M> extends { parameters: { query?: infer Q } } ? NonNullable<Q> : never;

/** What a successful call resolves to: the envelope's `data`. */
export type Data<P extends keyof paths, M extends keyof paths[P]> =
  Operation<P, M> extends {
    responses: { 200: { content: { 'application/json': { data: infer D } } } };
  }
    ? D
    : never;

/** A schema of openapi.yaml by name. */
export type Schema<N extends keyof components['schemas']> = components['schemas'][N];

/** Options of every call that moves gold coins or translation characters. */
export interface PaymentOptions {
  /**
   * One key per intended payment: keep it while retrying the same payment, so the server
   * applies it exactly once (decisions.md). `newIdempotencyKey()` makes one.
   */
  idempotencyKey: string;
}

/** A fresh idempotency key for a new payment. */
export function newIdempotencyKey(): string {
  return globalThis.crypto.randomUUID();
}

/** The request parameters that carry a payment's Idempotency-Key header. */
export function paymentParams(options: PaymentOptions) {
  return { header: { 'Idempotency-Key': options.idempotencyKey } };
}
