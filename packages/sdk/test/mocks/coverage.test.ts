/** Every operation of openapi.yaml has an msw handler, so no story or test falls through to the network. */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { createHandlers } from '../../src/mocks';

const here = path.dirname(fileURLToPath(import.meta.url));
const spec = parse(readFileSync(path.resolve(here, '../../../../openapi.yaml'), 'utf8')) as {
  paths: Record<string, Record<string, unknown>>;
};

describe('msw handlers', () => {
  it('answer every operation of openapi.yaml, once', () => {
    const baseUrl = 'http://api.test';
    const handled = createHandlers({ baseUrl }).map((handler) => {
      const { method, path: handlerPath } = handler.info as { method: string; path: string };
      return `${method.toUpperCase()} ${String(handlerPath).replace(baseUrl, '')}`;
    });
    const operations = Object.entries(spec.paths).flatMap(([p, methods]) =>
      Object.keys(methods).map((m) => `${m.toUpperCase()} ${p}`),
    );
    expect([...handled].sort()).toEqual([...operations].sort());
  });
});
