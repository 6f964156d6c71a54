/**
 * Requests the contract accepts, per operation, generated from its schemas (schemaArbitrary.ts)
 * and checked with the server's own validators: a JSON body, a query, an upload's parts, the
 * interface language and, for paying calls, an Idempotency-Key.
 */
import fc from 'fast-check';
import { badTextField } from '../../src/http/requestText.ts';
import { gif, jpeg, multipart, png, type Part } from '../support/images.ts';
import type { FuzzOperation } from './contractOperations.ts';
import { idempotencyKeys, languages, type World } from './fuzzWorld.ts';
import { arbitraryOf } from './schemaArbitrary.ts';

export interface ValidRequest {
  body?: unknown;
  query?: Record<string, string>;
  parts?: Part[];
  language: string;
  idempotencyKey: string;
}

const accepted = (validator: ((v: unknown) => boolean) | undefined) => (value: unknown) =>
  // The validators fill in defaults: they get a copy.
  badTextField(value) === null && (validator ? validator(structuredClone(value)) : true);

export function bodyArbitrary(world: World, op: FuzzOperation): fc.Arbitrary<unknown> {
  if (!op.bodySchema) return fc.constant(undefined);
  return arbitraryOf(op.bodySchema, world.hints).filter(accepted(op.body));
}

export function queryArbitrary(
  world: World,
  op: FuzzOperation,
): fc.Arbitrary<Record<string, string> | undefined> {
  if (op.queryParameters.length === 0) return fc.constant(undefined);
  const model = Object.fromEntries(
    op.queryParameters.map((p) => [p.name, arbitraryOf(p.schema, world.hints, p.name)]),
  );
  const requiredKeys = op.queryParameters.filter((p) => p.required).map((p) => p.name);
  return fc
    .record(model, { requiredKeys })
    .map((q) => Object.fromEntries(Object.entries(q).map(([k, v]) => [k, String(v)])))
    .filter(accepted(op.query));
}

const uploadPurposes = ['avatar', 'album', 'dynamic', 'chat', 'burn'];

/** The parts of a valid upload: a purpose and a small image (or bytes that are not one). */
export const uploadParts: fc.Arbitrary<Part[]> = fc
  .record({
    purpose: fc.constantFrom(...uploadPurposes),
    file: fc.constantFrom(png(3, 2), jpeg, gif, Buffer.from('not an image at all')),
    filename: fc.constantFrom('a.png', 'photo.jpg', 'x.gif', '照片.png', ''),
  })
  .map(({ purpose, file, filename }) => [
    { name: 'purpose', value: purpose },
    { name: 'file', value: file, filename: filename || 'blob', contentType: 'image/png' },
  ]);

export function validRequest(world: World, op: FuzzOperation): fc.Arbitrary<ValidRequest> {
  return fc.record({
    body: bodyArbitrary(world, op),
    query: queryArbitrary(world, op),
    parts: op.multipart ? uploadParts : fc.constant(undefined),
    language: fc.constantFrom(...languages),
    idempotencyKey: idempotencyKeys,
  });
}

/** The request as sent: payload, content type, query string and headers. */
export function wire(request: ValidRequest, op: FuzzOperation, token: string | null) {
  const headers: Record<string, string> = { language: request.language };
  if (token) headers.token = token;
  if (op.paying) headers['idempotency-key'] = request.idempotencyKey;
  let payload: string | Buffer | undefined;
  if (request.parts) {
    const form = multipart(request.parts);
    payload = form.body;
    headers['content-type'] = form.contentType;
  } else if (request.body !== undefined) {
    payload = JSON.stringify(request.body);
    headers['content-type'] = 'application/json';
  }
  const query = request.query ? new URLSearchParams(request.query).toString() : undefined;
  return { payload, headers, query };
}
