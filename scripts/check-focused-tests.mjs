// Part of `npm run lint`: no focused test in the repository. A `.only` left in a test or story
// file runs that test alone in its file and silently drops the rest; vitest refuses it only when
// it knows it runs in CI, and then only after the suites before it have run. This check fails in
// seconds, naming the file and line. It first proves it catches planted violations.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const skipDirs = new Set(['node_modules', 'dist', '.turbo', '.git', 'coverage', 'generated']);
const testFile = /\.(test|e2e\.test|stories|spec)\.(ts|tsx|mts|js|mjs)$/;

// it.only(, test.only(, describe.only(, suite.only(, bench.only(, also after .each(...) or
// .concurrent/.sequential/.skipIf(...), and Storybook's tags: ['only'] has no effect, so none.
const focused =
  /\b(?:it|test|describe|suite|bench)(?:\.(?:concurrent|sequential|each|for|skipIf|runIf)\b(?:\([^)]*\))?)*\.only\b/;

function* files(dir) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.isDirectory()) {
      if (!skipDirs.has(entry.name)) yield* files(path.join(dir, entry.name));
    } else if (testFile.test(entry.name)) yield path.join(dir, entry.name);
  }
}

const planted = [
  "it.only('x', () => {});",
  'describe.only("x", () => {});',
  'test.concurrent.only("x", async () => {});',
  "it.each([1, 2]).only('x %s', () => {});",
];
const innocent = ["it('takes only one', () => {});", 'const only = list.only;'];
if (!planted.every((line) => focused.test(line)) || innocent.some((line) => focused.test(line))) {
  console.error(
    'check-focused-tests: the check missed a planted violation (or flagged an innocent line)',
  );
  process.exit(1);
}

const found = [];
let checked = 0;
for (const file of files(root)) {
  checked += 1;
  const lines = readFileSync(file, 'utf8').split('\n');
  lines.forEach((line, index) => {
    if (focused.test(line)) found.push(`${path.relative(root, file)}:${index + 1}: ${line.trim()}`);
  });
}
if (found.length > 0) {
  console.error(
    `check-focused-tests: ${found.length} focused test(s) would drop the rest of their file:`,
  );
  for (const line of found) console.error(`  ${line}`);
  process.exit(1);
}
console.log(`check-focused-tests: no .only in ${checked} test and story files`);
