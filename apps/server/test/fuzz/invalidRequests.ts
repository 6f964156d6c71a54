/**
 * Requests the contract refuses, per operation: a valid request (validRequests.ts) spoiled in one
 * place (a body property, the whole body, an extra or prototype key, a query value, a header the
 * server reads), sent as raw text. `refused` says whether the server must refuse it, decided the
 * way the server reads a request: fastify's JSON and query parsers, the contract's validators,
 * and the rule against NUL and lone surrogates.
 */
import fc from 'fast-check';
import { parse as parseQuery } from 'fast-querystring';
import { badTextField } from '../../src/http/requestText.ts';
import type { FuzzOperation } from './contractOperations.ts';
import { BODY_LIMIT, tokenFor, type World } from './fuzzWorld.ts';
import {
  badText,
  bodyText,
  deepBody,
  extraKeys,
  hostileBodies,
  hostileQueryValues,
  propertyMutation,
  stringPaths,
  withBadText,
  withValue,
} from './hostileValues.ts';
import { validRequest, wire } from './validRequests.ts';

export interface InvalidRequest {
  what: string;
  payload?: string | Buffer;
  query?: string;
  headers: Record<string, string>;
  /** The contract (or the NUL rule) refuses it: 400 (413 when too large), and nothing changes. */
  refused: boolean;
}

type Spoil = (request: InvalidRequest) => fc.Arbitrary<InvalidRequest>;

const badHeaderValues = ['\u0000', 'en\u0000', '\ud800', 'x\udfff'];

function spoilers(op: FuzzOperation): Spoil[] {
  const list: Spoil[] = [];
  if (op.bodySchema) {
    const schema = op.bodySchema;
    list.push((r) =>
      propertyMutation(schema).map(({ path, value }) => ({
        ...r,
        what: `body.${path.join('.')} = ${JSON.stringify(value)?.slice(0, 60)}`,
        payload: bodyText(withValue(jsonOf(r.payload), path, value)),
      })),
    );
    // A NUL or a lone surrogate inside one of the body's (valid) strings.
    const slipIn: Spoil = (r) => {
      const body = jsonOf(r.payload);
      const paths = stringPaths(body);
      if (paths.length === 0) return fc.constant(r);
      return fc
        .record({ path: fc.constantFrom(...paths), bad: badText, at: fc.nat(40) })
        .map(({ path, bad, at }) => ({
          ...r,
          what: `body.${path.join('.')} holds ${JSON.stringify(bad)}`,
          payload: JSON.stringify(withBadText(body, path, bad, at)),
        }));
    };
    list.push(slipIn, slipIn);
    list.push((r) =>
      fc.constantFrom(...extraKeys).map((key) => ({
        ...r,
        what: `extra key ${JSON.stringify(key).slice(0, 40)}`,
        payload: bodyText(withValue(jsonOf(r.payload), [key], 1)),
      })),
    );
    list.push((r) =>
      fc.constantFrom(...hostileBodies.map((b) => bodyText(b)), deepBody).map((payload) => ({
        ...r,
        what: `body ${payload.slice(0, 40)}`,
        payload,
      })),
    );
  }
  for (const parameter of op.queryParameters) {
    list.push((r) =>
      fc.constantFrom(...hostileQueryValues).map((value) => ({
        ...r,
        what: `query ${parameter.name}=${value.slice(0, 40)}`,
        query: setQuery(r.query, parameter.name, value),
      })),
    );
  }
  // Any operation: NUL in a query parameter it does not know, or in a header the server reads.
  list.push((r) =>
    fc.constantFrom('%00', 'a%00', '%ED%A0%80%00').map((value) => ({
      ...r,
      what: `query extra=${value}`,
      query: setQuery(r.query, 'extra', value),
    })),
  );
  list.push((r) =>
    fc
      .record({
        name: fc.constantFrom('language', 'token', ...(op.paying ? ['idempotency-key'] : [])),
        value: fc.constantFrom(...badHeaderValues),
      })
      .map(({ name, value }) => ({
        ...r,
        what: `header ${name}: ${JSON.stringify(value)}`,
        headers: { ...r.headers, [name]: value },
      })),
  );
  if (op.paying) {
    list.push((r) =>
      fc
        .constantFrom(undefined, '', 'short', 'x'.repeat(65), 'bad key!', 'ключ-ключ-ключ')
        .map((key) => {
          const headers = { ...r.headers };
          if (key === undefined) delete headers['idempotency-key'];
          else headers['idempotency-key'] = key;
          return { ...r, what: `Idempotency-Key ${JSON.stringify(key)}`, headers };
        }),
    );
  }
  return list;
}

export function invalidRequest(
  world: World,
  op: FuzzOperation,
): fc.Arbitrary<InvalidRequest & { loggedIn: boolean }> {
  const list = spoilers(op);
  return fc
    .record({
      base: validRequest(world, op),
      loggedIn: fc.nat(3).map((n) => n > 0),
      spoil: fc.nat(list.length - 1),
    })
    .chain(({ base, loggedIn, spoil }) => {
      const sent = wire(base, op, loggedIn ? tokenFor(world, op) : null);
      const request: InvalidRequest = { what: '', refused: true, ...sent };
      // A JSON body is sent as JSON even when spoiled into something else.
      if (op.bodySchema) request.headers['content-type'] = 'application/json';
      return list[spoil]!(request).map((r) => ({
        ...r,
        loggedIn,
        refused: isRefused(op, r),
        // fast-check prints this for a counterexample, not the (maybe huge) payload.
        [fc.toStringMethod]: () =>
          `${r.what} (${loggedIn ? 'logged in' : 'logged out'}; query ${r.query?.slice(0, 200)}; body ${String(r.payload ?? '').slice(0, 300)})`,
      }));
    });
}

function jsonOf(payload: string | Buffer | undefined): unknown {
  return payload === undefined ? {} : JSON.parse(String(payload));
}

function setQuery(query: string | undefined, name: string, rawValue: string): string {
  const kept = (query ?? '').split('&').filter((p) => p && !p.startsWith(`${name}=`));
  return [...kept, `${encodeURIComponent(name)}=${rawValue}`].join('&');
}

/** Whether the server must refuse it before the operation runs. */
function isRefused(op: FuzzOperation, request: InvalidRequest): boolean {
  const headers = request.headers;
  const read = [headers.language, headers.token, headers['idempotency-key']];
  if (read.some((v) => v !== undefined && badTextField(v) !== null)) return true;
  if (op.paying) {
    const key = headers['idempotency-key'];
    if (key === undefined || !/^[A-Za-z0-9_-]{8,64}$/.test(key)) return true;
  }
  const query = { ...parseQuery(request.query ?? '') };
  if (badTextField(query) !== null) return true;
  if (op.query && !op.query(structuredClone(query))) return true;
  if (request.payload !== undefined && !op.multipart) {
    const text = String(request.payload);
    if (Buffer.byteLength(text) > BODY_LIMIT) return true;
    let body: unknown;
    try {
      body = JSON.parse(text);
    } catch {
      return true;
    }
    // Every JSON body of the contract is an object (a deep array is not cloned below).
    if (op.body && (Array.isArray(body) || typeof body !== 'object')) return true;
    // fastify's parser refuses prototype keys.
    if (/"(__proto__|constructor)"\s*:/.test(text)) return true;
    if (badTextField(body) !== null) return true;
    if (op.body && !op.body(structuredClone(body ?? {}))) return true;
  }
  return false;
}
