// The domains depend on each other in one direction only: a domain may use another's functions,
// but never through a loop back to itself (gift -> user -> gift). A loop makes two domains one in
// all but name: neither can be read, tested or changed alone. Type-only imports count too.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const domainsDir = path.resolve(import.meta.dirname, '../../src/domains');

function filesUnder(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return filesUnder(full);
    return full.endsWith('.ts') ? [full] : [];
  });
}

/** Each domain's uses of another domain: domain -> used domain -> the files that use it. */
function domainGraph(): Map<string, Map<string, string[]>> {
  const graph = new Map<string, Map<string, string[]>>();
  for (const domain of readdirSync(domainsDir)) {
    if (!statSync(path.join(domainsDir, domain)).isDirectory()) continue;
    const uses = new Map<string, string[]>();
    graph.set(domain, uses);
    for (const file of filesUnder(path.join(domainsDir, domain))) {
      const source = readFileSync(file, 'utf8');
      for (const [, specifier] of source.matchAll(/\bfrom\s+'(\.[^']+)'/g)) {
        const target = path.relative(domainsDir, path.resolve(path.dirname(file), specifier!));
        const [used, ...rest] = target.split(path.sep);
        if (!used || used === '..' || rest.length === 0 || used === domain) continue;
        uses.set(used, [...(uses.get(used) ?? []), path.relative(domainsDir, file)]);
      }
    }
  }
  return graph;
}

/** The groups of domains that reach each other (Tarjan's strongly connected components). */
function loops(graph: Map<string, Map<string, string[]>>): string[][] {
  let counter = 0;
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const found: string[][] = [];
  const visit = (node: string) => {
    index.set(node, counter);
    low.set(node, counter++);
    stack.push(node);
    for (const next of graph.get(node)?.keys() ?? []) {
      if (!index.has(next)) {
        visit(next);
        low.set(node, Math.min(low.get(node)!, low.get(next)!));
      } else if (stack.includes(next)) {
        low.set(node, Math.min(low.get(node)!, index.get(next)!));
      }
    }
    if (low.get(node) === index.get(node)) {
      const group: string[] = [];
      let member: string;
      do {
        member = stack.pop()!;
        group.push(member);
      } while (member !== node);
      if (group.length > 1) found.push(group.sort());
    }
  };
  for (const node of graph.keys()) if (!index.has(node)) visit(node);
  return found;
}

describe('the server domains', () => {
  it('use each other without loops', () => {
    const graph = domainGraph();
    expect(graph.size).toBeGreaterThan(10);
    const described = loops(graph).map((group) =>
      group.flatMap((from) =>
        group
          .filter((to) => graph.get(from)?.has(to))
          .map((to) => `${from} -> ${to} (${[...new Set(graph.get(from)!.get(to))].join(', ')})`),
      ),
    );
    expect(described).toEqual([]);
  });

  it('would see a loop (the check itself)', () => {
    const graph = new Map([
      ['gift', new Map([['user', ['gift/giving.ts']]])],
      ['user', new Map([['gift', ['user/views.ts']]])],
      ['wallet', new Map([['user', ['wallet/routes.ts']]])],
    ]);
    expect(loops(graph)).toEqual([['gift', 'user']]);
  });
});
