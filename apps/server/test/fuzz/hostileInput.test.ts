/**
 * Malformed and hostile input to every operation the server answers, generated with fast-check:
 * whatever arrives, the answer is never a 5xx and always the contract's envelope; input the
 * contract refuses answers 400 with the error envelope and changes nothing in the database.
 */
import fc from 'fast-check';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadContract, type OperationContract } from '../../src/contract/loadContract.ts';
import { handlers } from '../../src/domains/index.ts';
import { createTestApp, type TestApp } from '../support/testApp.ts';
import { registerUser, type RegisteredUser } from '../support/users.ts';

let app: TestApp;
let user: RegisteredUser;
const contract = loadContract(new URL('../../../../openapi.yaml', import.meta.url).pathname);
const answered = contract.operations.filter((o) => o.path in handlers);

beforeAll(async () => {
  app = await createTestApp();
  user = await registerUser(app);
});
afterAll(() => app.close());

const hostileString = fc.oneof(
  fc.string({ maxLength: 40 }),
  fc.constantFrom(
    "' or 1=1 --",
    '"; drop table users; --',
    '<script>alert(1)</script>',
    '../../../../etc/passwd',
    '\u0000\u202e\uffff',
    '{{7*7}}${7*7}',
    '__proto__',
    'ℌ𝔢𝔩𝔩𝔬 👋🏽 مرحبا',
    'x'.repeat(5000),
  ),
);
const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  hostileString,
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.constantFrom(-1, 0, 2 ** 53, -(2 ** 31), Number.MAX_SAFE_INTEGER),
  fc.array(hostileString, { maxLength: 5 }),
  fc.dictionary(hostileString, hostileString, { maxKeys: 3 }),
);
/** Objects shaped like the operation's body (its own keys) but with hostile values. */
const hostileBody = (keys: string[]) =>
  fc.oneof(
    fc.dictionary(fc.constantFrom(...keys, '__proto__', 'constructor', 'extra'), hostileValue, {
      maxKeys: 6,
    }),
    hostileValue,
    fc.constant({ ['__proto__']: { admin: true } }),
  );

function bodyKeys(op: OperationContract): string[] {
  return op.bodyProperties.length ? op.bodyProperties : ['id', 'userId', 'content'];
}

async function rowCounts(): Promise<Record<string, number>> {
  const tables = await sql<{ tablename: string }>`
    select tablename from pg_tables where schemaname = current_schema() and tablename not like 'kysely_%'
  `.execute(app.services.db);
  const counts: Record<string, number> = {};
  for (const { tablename } of tables.rows) {
    const r = await sql<{
      n: number;
    }>`select count(*)::int as n from ${sql.table(tablename)}`.execute(app.services.db);
    counts[tablename] = r.rows[0]?.n ?? 0;
  }
  return counts;
}

function expectEnvelope(status: number, json: Record<string, unknown>) {
  expect(status).toBeLessThan(500);
  expect(typeof json.code).toBe('number');
  expect(typeof json.msg).toBe('string');
  expect(json).toHaveProperty('data');
  if (status >= 400) expect(contract.errorEnvelope(json), JSON.stringify(json)).toBe(true);
}

describe('hostile input', () => {
  it('covers the operations the server answers', () => {
    expect(answered.length).toBeGreaterThan(5);
  });

  it.each(answered.filter((o) => o.body).map((o) => [o.operationId, o] as const))(
    '%s: a body the contract refuses answers 400 and changes nothing',
    async (_id, op) => {
      const before = await rowCounts();
      await fc.assert(
        fc.asyncProperty(hostileBody(bodyKeys(op)), async (body) => {
          fc.pre(!op.body?.(structuredClone(body)));
          const response = await app.inject({
            method: op.method,
            url: `/api${op.path}`,
            headers: {
              token: user.token,
              'content-type': 'application/json',
              'idempotency-key': 'fuzz-key-0001',
            },
            payload: JSON.stringify(body),
          });
          const json = response.json();
          expectEnvelope(response.statusCode, json);
          expect(response.statusCode, JSON.stringify(json)).toBe(400);
        }),
        { numRuns: 25 },
      );
      expect(await rowCounts()).toEqual(before);
    },
  );

  it.each(answered.filter((o) => o.query).map((o) => [o.operationId, o] as const))(
    '%s: a query the contract refuses answers 400 and changes nothing',
    async (_id, op) => {
      const before = await rowCounts();
      await fc.assert(
        fc.asyncProperty(
          fc.dictionary(
            fc.constantFrom(
              'userId',
              'id',
              'pageNum',
              'pageSize',
              'type',
              'content',
              'lang',
              'dynamicId',
            ),
            hostileString,
            { minKeys: 1, maxKeys: 4 },
          ),
          async (query) => {
            fc.pre(!op.query?.({ ...query }));
            const response = await app.inject({
              method: op.method,
              url: `/api${op.path}`,
              query,
              headers: { token: user.token, 'idempotency-key': 'fuzz-key-0001' },
            });
            expectEnvelope(response.statusCode, response.json());
            expect(response.statusCode).toBe(400);
          },
        ),
        { numRuns: 25 },
      );
      expect(await rowCounts()).toEqual(before);
    },
  );

  it('hostile headers, tokens and content types never cause a 5xx', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...answered),
        fc.record({
          token: fc.oneof(hostileString, fc.stringMatching(/^[0-9a-f]{64}$/)),
          language: hostileString,
          platform: hostileString,
          brand: hostileString,
          'content-type': fc.constantFrom(
            'application/json',
            'text/plain',
            'multipart/form-data; boundary=x',
            'application/x-www-form-urlencoded',
            'application/json; charset=utf-16',
          ),
        }),
        fc.oneof(hostileString, fc.constant('{"a":'), fc.constant('')),
        async (op, headers, payload) => {
          const safeHeaders = Object.fromEntries(
            Object.entries(headers).map(([k, v]) => [
              k,
              String(v)
                .replace(/[^\x20-\x7e]/g, '?')
                .slice(0, 200),
            ]),
          );
          const response = await app.inject({
            method: op.method,
            url: `/api${op.path}`,
            headers: safeHeaders,
            ...(op.method === 'POST' ? { payload } : {}),
          });
          expectEnvelope(response.statusCode, response.json());
        },
      ),
      { numRuns: 150 },
    );
  });
});
