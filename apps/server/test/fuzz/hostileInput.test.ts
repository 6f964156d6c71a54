/**
 * Hostile requests that are not about one schema: random headers, tokens and content types on
 * every operation, and random damage to uploads (cut anywhere, odd boundaries, NUL in names and
 * values, extra parts). Whatever arrives, the answer is never a 5xx and always the envelope; an
 * upload the server refuses changes nothing in the database.
 */
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { multipart, png } from '../support/images.ts';
import { operations } from './contractOperations.ts';
import {
  changedTables,
  createWorld,
  expectEnvelope,
  fingerprint,
  runs,
  send,
  type World,
  report,
} from './fuzzWorld.ts';

let world: World;
beforeAll(async () => {
  world = await createWorld('hostileInput');
});
afterAll(async () => {
  report(`hostileInput: ${world.sent.requests} requests`);
  await world.app.close();
});

const hostileString = fc.oneof(
  fc.string({ maxLength: 40 }),
  fc.string({ unit: 'binary', maxLength: 20 }),
  fc.constantFrom(
    "' or 1=1 --",
    '<script>alert(1)</script>',
    '../../../../etc/passwd',
    '\u0000\u202e\uffff',
    '\ud800',
    '{{7*7}}${7*7}',
    '__proto__',
    'ℌ𝔢𝔩𝔩𝔬 👋🏽 مرحبا',
    'x'.repeat(5000),
  ),
);

describe('hostile headers and content types', () => {
  it('never cause a 5xx or an answer outside the envelope, on any operation', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...operations.map((o) => o.operationId)),
        fc.record(
          {
            token: fc.oneof(hostileString, fc.stringMatching(/^[0-9a-f]{64}$/)),
            language: hostileString,
            platform: hostileString,
            brand: hostileString,
            'idempotency-key': hostileString,
            'x-request-id': hostileString,
            'content-type': fc.constantFrom(
              'application/json',
              'application/json; charset=utf-16',
              'application/json; charset=latin1',
              'text/plain',
              'multipart/form-data',
              'multipart/form-data; boundary=x',
              'application/x-www-form-urlencoded',
              'application/octet-stream',
              '',
              ';;;',
            ),
          },
          { requiredKeys: [] },
        ),
        fc.oneof(
          hostileString,
          fc.constantFrom('{"a":', '', '{}', '[]', 'null', '{"__proto__":1}'),
        ),
        async (id, headers, payload) => {
          const op = operations.find((o) => o.operationId === id)!;
          const response = await send(world, op, {
            headers,
            ...(op.method === 'POST' ? { payload } : {}),
          });
          expectEnvelope(
            op,
            response,
            `${op.operationId} ${JSON.stringify(headers).slice(0, 300)}`,
          );
        },
      ),
      { numRuns: runs(250) },
    );
  });
});

describe('damaged uploads', () => {
  const upload = operations.find((o) => o.operationId === 'uploadFile')!;
  const name = fc.oneof(
    fc.constantFrom('purpose', 'file', 'extra', '__proto__', 'constructor', 'pur\u0000pose', ''),
    fc.string({ maxLength: 10 }),
  );
  const part = fc.record({
    name,
    value: fc.oneof(
      fc.constantFrom('avatar', 'album', 'burn', 'avatar\u0000', ''),
      fc.string({ maxLength: 20 }),
      fc.constant(png(3, 3)),
      fc.uint8Array({ maxLength: 200 }).map((bytes) => Buffer.from(bytes)),
    ),
    filename: fc.option(fc.constantFrom('a.png', 'a\u0000.png', '../../x.png', '"quoted".png'), {
      nil: undefined,
    }),
    contentType: fc.option(fc.constantFrom('image/png', 'application/json', 'text/plain'), {
      nil: undefined,
    }),
  });

  it('are refused in the envelope and change nothing', async () => {
    let before = await fingerprint(world);
    await fc.assert(
      fc.asyncProperty(
        fc.array(part, { minLength: 0, maxLength: 7 }),
        fc.oneof(fc.constant(Infinity), fc.nat(400)),
        fc.constantFrom('as built', 'no boundary', 'other boundary', 'lower case'),
        async (parts, cut, typeVariant) => {
          const form = multipart(parts);
          const payload = form.body.subarray(0, cut);
          const contentType =
            typeVariant === 'no boundary'
              ? 'multipart/form-data'
              : typeVariant === 'other boundary'
                ? 'multipart/form-data; boundary=zzz'
                : typeVariant === 'lower case'
                  ? form.contentType.toLowerCase()
                  : form.contentType;
          const response = await send(world, upload, {
            payload,
            headers: { 'content-type': contentType, token: world.a.token, language: 'ko' },
          });
          const what = `upload ${typeVariant}, cut at ${cut}: ${JSON.stringify(parts).slice(0, 300)}`;
          expectEnvelope(upload, response, what);
          const after = await fingerprint(world);
          if (response.statusCode === 200) before = after;
          else expect(changedTables(before, after), what).toEqual([]);
        },
      ),
      { numRuns: runs(120) },
    );
  });
});
