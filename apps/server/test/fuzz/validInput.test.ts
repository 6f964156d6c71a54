/**
 * Schema-driven fuzz, valid half: every operation of openapi.yaml called with input generated
 * from its own schemas (body, query, upload parts), logged in and logged out. Whatever the
 * business rules say, the answer is never a 5xx and always the contract's envelope: the success
 * schema of the operation on 200, the error envelope otherwise; without a login an operation that
 * needs one answers 401.
 */
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { operations } from './contractOperations.ts';
import {
  createWorld,
  expectEnvelope,
  printStatuses,
  runs,
  send,
  tokenFor,
  type World,
  report,
} from './fuzzWorld.ts';
import { validRequest, wire } from './validRequests.ts';

let world: World;
beforeAll(async () => {
  world = await createWorld('validInput');
});
afterAll(async () => {
  printStatuses(world, 'validInput');
  report(
    `validInput: ${world.sent.requests} requests over ${world.sent.operations.size} operations`,
  );
  await world.app.close();
});

describe('valid input to every operation', () => {
  it.each(operations.map((op) => [op.operationId, op] as const))('%s', async (_id, op) => {
    await fc.assert(
      fc.asyncProperty(
        validRequest(world, op),
        fc.boolean(),
        fc.integer({ min: 0, max: 3 }),
        async (request, loggedIn, otherLanguage) => {
          const token = loggedIn ? tokenFor(world, op) : null;
          const { payload, headers, query } = wire(request, op, token);
          if (otherLanguage === 0) headers.language = 'de';
          const response = await send(world, op, { payload, headers, query });
          const what = `${op.operationId} ${loggedIn ? 'logged in' : 'logged out'} ${query ?? ''} ${String(payload ?? '').slice(0, 300)}`;
          expectEnvelope(op, response, what);
          if (!loggedIn && op.auth === 'required') expect(response.statusCode, what).toBe(401);
        },
      ),
      { numRuns: runs(op.method === 'GET' ? 10 : 16) },
    );
  });

  it('covered every operation of the contract', () => {
    expect([...world.sent.operations].sort()).toEqual(operations.map((o) => o.operationId).sort());
  });
});
