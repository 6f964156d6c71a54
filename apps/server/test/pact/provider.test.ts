/**
 * Provider verification: the real server, on a real port, answers every in-scope interaction of
 * the web client's Pact contract (packages/sdk/pacts). Each interaction's provider states build
 * its data in an emptied database, and the request filter swaps the consumer's example token for
 * a real one of the state's logged-in user.
 */
import { Verifier } from '@pact-foundation/pact';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/testApp.ts';
import { writeInScopePact } from './inScopePact.ts';
import { providerStates } from './states/index.ts';
import { resetDatabase, type StateContext } from './states/stateContext.ts';

/** What the request filter touches of the verifier proxy's (express) request. */
interface ProxiedRequest {
  path: string;
  headers: Record<string, string | string[] | undefined>;
}

/**
 * The failing interactions and their mismatches, one line each, from the verifier's rejection
 * (a JSON report in the error message), or the message itself when it is not one.
 */
function failedInteractions(error: unknown): string[] {
  const message = error instanceof Error ? error.message : String(error);
  try {
    const report = JSON.parse(message) as {
      errors?: {
        interaction: string;
        mismatch?: { mismatches?: { mismatch?: string; path?: string }[] };
      }[];
    };
    return (report.errors ?? []).map((e) => {
      const what = (e.mismatch?.mismatches ?? [])
        .map((m) => `${m.path ? `${m.path}: ` : ''}${(m.mismatch ?? '').slice(0, 120)}`)
        .join('; ');
      return `${e.interaction.replace(/^Verifying a pact between .+? and .+? /, '')} => ${what}`;
    });
  } catch {
    return [message.slice(0, 2000)];
  }
}

let app: TestApp;
let baseUrl: string;
let ctx: StateContext;

beforeAll(async () => {
  app = await createTestApp();
  ctx = { app, token: null, undo: [] };
  // Learns which tables the migrations left empty, on the fresh database.
  await resetDatabase(ctx);
  baseUrl = await app.app.listen({ host: '127.0.0.1', port: 0 });
});
afterAll(async () => {
  // Puts back what the last interaction's states changed (the stand-in for Aliyun STS).
  for (const undo of ctx.undo.splice(0).reverse()) undo();
  await app.close();
});

describe('the consumer contract of heartline-web', () => {
  it('is honoured by the server', async () => {
    const pact = writeInScopePact();
    expect(pact.interactions).toBeGreaterThan(0);
    // Every state the in-scope interactions name has its handler.
    expect(pact.states.filter((name) => !(name in providerStates))).toEqual([]);
    // The verifier only logs a failing state handler: collect the failures to fail loudly.
    const stateErrors: string[] = [];
    const stateHandlers = Object.fromEntries(
      Object.entries(providerStates).map(([name, handler]) => [
        name,
        {
          setup: async (params?: unknown) => {
            try {
              await handler(ctx, (params ?? {}) as never);
            } catch (error) {
              stateErrors.push(`${name}: ${String(error)}`);
              throw error;
            }
          },
        },
      ]),
    );
    // In the hosted CI's pact job (PACT_BROKER_BASE_URL and PACT_PROVIDER_VERSION set, see
    // .github/workflows/ci.yml): the contracts come from the Pact Broker and the result goes back
    // to it, for can-i-deploy. Everywhere else: the file the consumer tests wrote.
    const brokerUrl = process.env.PACT_BROKER_BASE_URL;
    const providerVersion = process.env.PACT_PROVIDER_VERSION;
    const source =
      brokerUrl && providerVersion
        ? {
            pactBrokerUrl: brokerUrl,
            pactBrokerToken: process.env.PACT_BROKER_TOKEN,
            consumerVersionSelectors: [
              { matchingBranch: true },
              { mainBranch: true },
              { deployedOrReleased: true },
            ],
            publishVerificationResult: true,
            providerVersion,
            providerVersionBranch: process.env.PACT_PROVIDER_BRANCH,
            buildUrl: process.env.BUILD_URL,
          }
        : { pactUrls: [pact.file] };
    const verifier = new Verifier({
      provider: 'heartline-server',
      // The consumer's paths have no prefix; the proxy joins them to this base path.
      providerBaseUrl: `${baseUrl}/api`,
      ...source,
      stateHandlers,
      // The first state of each interaction starts from an empty database.
      beforeEach: () => resetDatabase(ctx),
      requestFilter: (req: ProxiedRequest, _res: unknown, next: () => void) => {
        if (req.path.startsWith('/_pact')) return next();
        if (req.headers.token !== undefined && ctx.token) req.headers.token = ctx.token;
        // A request without a body (logout) would reach the server chunked and empty, which
        // fastify reads as a body of no type: say it is empty, as a browser does.
        if (req.headers['content-length'] === undefined && !req.headers['transfer-encoding']) {
          req.headers['content-length'] = '0';
        }
        next();
      },
      logLevel: 'warn',
    });
    const failures = await verifier.verifyProvider().then(
      () => [],
      (error: unknown) => failedInteractions(error),
    );
    expect(stateErrors).toEqual([]);
    // The verifier's own report above has the details; this names what failed.
    expect(failures).toEqual([]);
  }, 600_000);
});
