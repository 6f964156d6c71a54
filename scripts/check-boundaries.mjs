// Part of `npm run lint`: the borders between the server's domains
// (apps/server/src/domains/<domain>) and between the web app's features
// (apps/web/src/features/<feature>).
// 1. They use each other in one direction only. A domain may use another's functions, never
//    through a loop back to itself (gift -> user -> gift): a loop makes two of them one in all but
//    name, that nobody can read, test or change alone.
// 2. A web feature is used from outside only through its index.ts, so what it offers is one list
//    and the rest can change freely. A lazy `import()` may name a page module itself: that is
//    where the router and the chat window split the code, and an index would pull every page in.
// 3. A server domain's SQL lives in its queries.ts (or queries/ folder) and nowhere else, so its
//    rules read as rules and every statement on its tables is in one place.
// 4. No two files import each other, directly or round a loop (what import/no-cycle checked, in
//    a second instead of two minutes of ESLint). Type-only imports do not count: they vanish
//    when the code runs.
// Type-only imports count too; stories and tests do not (they may show several features).
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const webSource = /(?<!\.stories|\.test)\.tsx?$/;
const features = 'apps/web/src/features';
const areas = [
  { dir: 'apps/server/src/domains', files: /\.ts$/ },
  { dir: features, files: webSource },
];

function filesUnder(dir, pattern) {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return filesUnder(full, pattern);
    return pattern.test(full) ? [full] : [];
  });
}

/** Each folder's uses of its siblings: folder -> used folder -> the files that use it. */
function folderGraph(dir, pattern) {
  const graph = new Map();
  for (const folder of readdirSync(dir)) {
    if (!statSync(path.join(dir, folder)).isDirectory()) continue;
    const uses = new Map();
    graph.set(folder, uses);
    for (const file of filesUnder(path.join(dir, folder), pattern)) {
      const source = readFileSync(file, 'utf8');
      for (const [, specifier] of source.matchAll(/(?:\bfrom\s+|\bimport\s*\(?\s*)'(\.[^']+)'/g)) {
        const [used, ...rest] = path
          .relative(dir, path.resolve(path.dirname(file), specifier))
          .split(path.sep);
        if (!used || used === '..' || rest.length === 0 || used === folder) continue;
        uses.set(used, [...(uses.get(used) ?? []), path.relative(dir, file)]);
      }
    }
  }
  return graph;
}

/** The groups of folders that reach each other (Tarjan's strongly connected components). */
export function loops(graph) {
  let counter = 0;
  const index = new Map();
  const low = new Map();
  const stack = [];
  const found = [];
  const visit = (node) => {
    index.set(node, counter);
    low.set(node, counter++);
    stack.push(node);
    for (const next of graph.get(node)?.keys() ?? []) {
      if (!index.has(next)) {
        visit(next);
        low.set(node, Math.min(low.get(node), low.get(next)));
      } else if (stack.includes(next)) {
        low.set(node, Math.min(low.get(node), index.get(next)));
      }
    }
    if (low.get(node) === index.get(node)) {
      const group = [];
      let member;
      do {
        member = stack.pop();
        group.push(member);
      } while (member !== node);
      if (group.length > 1) found.push(group.sort());
    }
  };
  for (const node of graph.keys()) if (!index.has(node)) visit(node);
  return found;
}

// The check checks itself first: a known loop must be seen, or a silent pass would prove nothing.
const known = new Map([
  ['gift', new Map([['user', ['gift/giving.ts']]])],
  ['user', new Map([['gift', ['user/views.ts']]])],
  ['wallet', new Map([['user', ['wallet/routes.ts']]])],
]);
if (JSON.stringify(loops(known)) !== JSON.stringify([['gift', 'user']])) {
  console.error('check-boundaries: the loop finder missed a known loop');
  process.exit(1);
}

let failed = false;
for (const { dir, files } of areas) {
  const graph = folderGraph(path.join(root, dir), files);
  for (const group of loops(graph)) {
    failed = true;
    console.error(`${dir}: ${group.join(', ')} use each other in a loop:`);
    for (const from of group) {
      for (const to of group) {
        const via = graph.get(from)?.get(to);
        if (via) console.error(`  ${from} -> ${to} (${[...new Set(via)].join(', ')})`);
      }
    }
  }
}

/** Static imports from outside a feature that pass by its index.ts: "file -> specifier". */
export function pastTheIndex(file, source, featuresDir) {
  const found = [];
  const home = path.relative(featuresDir, file).split(path.sep)[0];
  for (const [, specifier] of source.matchAll(/\b(?:from|import)\s+'(\.[^']+)'/g)) {
    const target = path.relative(featuresDir, path.resolve(path.dirname(file), specifier));
    const [feature, ...inside] = target.split(path.sep);
    if (feature === '..' || !feature || feature === home) continue;
    if (inside.length > 0 && !(inside.length === 1 && inside[0] === 'index')) found.push(specifier);
  }
  return found;
}

const featuresDir = path.join(root, features);
if (
  pastTheIndex(
    path.join(featuresDir, '../layout/X.tsx'),
    "import { a } from '../features/chat/store/state';\nimport { b } from '../features/chat';",
    featuresDir,
  ).join() !== '../features/chat/store/state'
) {
  console.error('check-boundaries: the index check missed a known import past an index');
  process.exit(1);
}
for (const file of filesUnder(path.join(root, 'apps/web/src'), webSource)) {
  for (const specifier of pastTheIndex(file, readFileSync(file, 'utf8'), featuresDir)) {
    failed = true;
    console.error(
      `${path.relative(root, file)}: imports '${specifier}' past its feature's index.ts`,
    );
  }
}

/** Kysely statements written outside a domain's queries: "line: text". */
export function sqlOutsideQueries(file, source) {
  if (/[/\\]queries(\.ts$|[/\\])/.test(file)) return [];
  return source
    .split('\n')
    .map((text, index) => ({ text, line: index + 1 }))
    .filter(({ text }) =>
      /\.(selectFrom|insertInto|updateTable|deleteFrom|replaceInto)\(|\bsql`/.test(text),
    )
    .map(({ text, line }) => `${line}: ${text.trim()}`);
}

if (sqlOutsideQueries('domains/x/rules.ts', "  await trx.updateTable('users')").length !== 1) {
  console.error('check-boundaries: the SQL check missed a statement outside queries.ts');
  process.exit(1);
}
for (const file of filesUnder(path.join(root, 'apps/server/src/domains'), /\.ts$/)) {
  for (const statement of sqlOutsideQueries(file, readFileSync(file, 'utf8'))) {
    failed = true;
    console.error(
      `${path.relative(root, file)}:${statement}: SQL belongs in the domain's queries.ts`,
    );
  }
}

const sourceExtensions = ['', '.ts', '.tsx', '.mjs', '.js', '/index.ts', '/index.tsx'];

/** The files a source file imports at run time (relative, static or lazy), resolved. */
export function runtimeImports(file, source) {
  const found = [];
  const pattern =
    /\b(?:import|export)\s+(type\s+)?(?:[^'";]*?\sfrom\s+)?'(\.[^']+)'|\bimport\(\s*'(\.[^']+)'\s*\)/g;
  for (const [, typeOnly, staticSpecifier, lazySpecifier] of source.matchAll(pattern)) {
    if (typeOnly) continue;
    const base = path.resolve(path.dirname(file), staticSpecifier ?? lazySpecifier);
    const candidates = base.endsWith('.css')
      ? [`${base}.ts`]
      : sourceExtensions.map((extension) => base + extension);
    const target = candidates.find(
      (candidate) => existsSync(candidate) && statSync(candidate).isFile(),
    );
    if (target) found.push(target);
  }
  return found;
}

const selfTest = runtimeImports(
  path.join(root, 'scripts/x.mjs'),
  "import type { A } from './check-boundaries.mjs';\nimport { b } from './check-boundaries.mjs';",
);
if (selfTest.length !== 1) {
  console.error('check-boundaries: the import reader misread type-only or value imports');
  process.exit(1);
}
const sourceRoots = [
  'apps/server/src',
  'apps/web/src',
  'packages/im/src',
  'packages/sdk/src',
  'packages/ui/src',
];
const fileGraph = new Map();
for (const dir of sourceRoots) {
  for (const file of filesUnder(path.join(root, dir), /\.(ts|tsx|mjs)$/)) {
    const uses = new Map();
    for (const target of runtimeImports(file, readFileSync(file, 'utf8'))) uses.set(target, [file]);
    fileGraph.set(file, uses);
  }
}
for (const group of loops(fileGraph)) {
  failed = true;
  console.error(
    `files that import each other in a loop: ${group.map((f) => path.relative(root, f)).join(', ')}`,
  );
}
if (failed) process.exit(1);
