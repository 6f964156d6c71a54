/**
 * Checks openapi.yaml against the product's list of operations and the contract's own rules, so a
 * new operation cannot land without its headers, errors, idempotency key or example.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { payingOperations } from '../src/mocks/scenarios';

const here = path.dirname(fileURLToPath(import.meta.url));
const root = path.resolve(here, '../../..');
/**
 * The product's list of operations, kept in the repository so the check runs on any machine; the
 * spec's own copy (../shared/spec, beside the checkout where the product is specified) must agree.
 */
const endpointsFile = path.join(here, 'endpoints.tsv');
const specEndpointsFile = path.resolve(root, '../shared/spec/endpoints.tsv');

interface Operation {
  operationId?: string;
  tags?: string[];
  summary?: string;
  security?: unknown[];
  parameters?: { $ref?: string; in?: string }[];
  requestBody?: unknown;
  responses: Record<string, { content?: Record<string, { example?: unknown }> }>;
}
const spec = parse(readFileSync(path.join(root, 'openapi.yaml'), 'utf8')) as {
  tags: { name: string }[];
  paths: Record<string, Record<string, Operation>>;
};
const operations = Object.entries(spec.paths).flatMap(([p, methods]) =>
  Object.entries(methods).map(([method, op]) => ({ key: `${method.toUpperCase()} ${p}`, op })),
);
const refs = (op: Operation) => (op.parameters ?? []).map((p) => p.$ref ?? '');
const isPaying = (op: Operation) => refs(op).includes('#/components/parameters/IdempotencyKey');

describe('openapi.yaml', () => {
  it('describes every operation of endpoints.tsv, and no other but those the issues added', () => {
    // Where the spec is at hand, the repository's copy must be the spec's.
    if (existsSync(specEndpointsFile)) {
      expect(readFileSync(endpointsFile, 'utf8')).toBe(readFileSync(specEndpointsFile, 'utf8'));
    }
    const wanted = readFileSync(endpointsFile, 'utf8')
      .split('\n')
      .filter((line) => line && !line.startsWith('#'))
      .map((line) => line.split('\t').slice(0, 2).join(' '));
    expect(wanted).toHaveLength(81);
    // Besides the spec's operations: which chat service runs (issue 17: Easemob in production),
    // block, delete friend and the moderation console (issue 18: safe to meet strangers), photo
    // verification (a selfie with a gesture, reviewed in the console: the verified badge), and
    // mute and pin of a conversation and web push (issue 19: conversations like the best chat
    // apps), whether the server translates at all (issue 31: translation real or off), and
    // the probes an operator's load balancer calls.
    const added = [
      'GET /translate/availability',
      'GET /system/chat-service',
      'POST /user/block',
      'GET /user/block-list',
      'POST /friend/delete-friend',
      'GET /moderation/complaints',
      'GET /moderation/complaint-context',
      'POST /moderation/act',
      'GET /moderation/audit-log',
      'GET /photo-verification/status',
      'POST /photo-verification/start',
      'POST /photo-verification/submit',
      'GET /moderation/photo-verifications',
      'POST /moderation/photo-verify',
      'POST /message/conversation-settings',
      'GET /push/key',
      'POST /push/subscribe',
      'POST /push/unsubscribe',
    ];
    const product = operations.filter((o) => o.op.tags?.[0] !== 'operations');
    expect(product.map((o) => o.key).sort()).toEqual([...wanted, ...added].sort());
    const probes = operations.filter((o) => o.op.tags?.[0] === 'operations');
    expect(probes.map((o) => o.key).sort()).toEqual(['GET /health', 'GET /ready']);
  });

  it('gives every operation a unique operationId, one known tag, a summary and a 200 example', () => {
    const tags = new Set(spec.tags.map((t) => t.name));
    const ids = operations.map((o) => o.op.operationId);
    expect(new Set(ids).size).toBe(operations.length);
    for (const { key, op } of operations) {
      expect(op.operationId, key).toMatch(/^[a-z][A-Za-z]+$/);
      expect(op.tags?.length, key).toBe(1);
      expect(tags.has(op.tags?.[0] ?? ''), key).toBe(true);
      expect(op.summary, key).toBeTruthy();
      expect(op.responses['200']?.content?.['application/json']?.example, key).toBeDefined();
    }
  });

  it('has every operation declare the headers every call carries', () => {
    for (const { key, op } of operations) {
      for (const header of ['Platform', 'Brand', 'Language']) {
        expect(refs(op), key).toContain(`#/components/parameters/${header}`);
      }
    }
  });

  it('lists 401 and 403 on every operation that needs a login', () => {
    for (const { key, op } of operations) {
      const anonymousOnly = op.security?.length === 0;
      if (anonymousOnly) continue;
      expect(Object.keys(op.responses), key).toEqual(expect.arrayContaining(['401', '403']));
    }
  });

  it('lists 400 on every operation that takes input', () => {
    for (const { key, op } of operations) {
      const takesInput =
        op.requestBody !== undefined ||
        refs(op).some((r) => !/Platform|Brand|Language/.test(r)) ||
        (op.parameters ?? []).some((p) => p.in === 'query');
      if (takesInput) expect(Object.keys(op.responses), key).toContain('400');
    }
  });

  it('takes an Idempotency-Key, and lists 409, on exactly the operations that move coins', () => {
    const paying = operations.filter((o) => isPaying(o.op));
    expect(paying.map((o) => o.key).sort()).toEqual(
      payingOperations.map(([m, p]) => `${m.toUpperCase()} ${p}`).sort(),
    );
    for (const { key, op } of paying) expect(Object.keys(op.responses), key).toContain('409');
  });
});
