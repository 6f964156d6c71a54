// The flake hunt (`npm run test:flaky`): runs the suites most exposed to timing several times,
// optionally with one core kept busy, and prints each test that failed at least once, how often,
// and the first lines of its first failure. It finds causes; it never retries anything for CI.
//
//   npm run test:flaky -- --runs 10 --load
//   npm run test:flaky -- --runs 3 --suites web-stories,journeys
//   npm run test:explore -- --runs 5        (the property tests, each run on a new seed)
//
// --runs N      how many times each suite runs (default 3)
// --load        keeps one core busy the whole hunt (a busy loop in a child process), as a shared
//               CI machine does
// --suites a,b  which suites (default: all but properties); --list names them
//
// A suite is a vitest run; its tests' results come from vitest's JSON report. A run that exits
// non-zero with no failed test (an unhandled error, a crash in a set-up) is reported with the
// tail of its output. The PostgreSQL suites go through scripts/test-postgres.sh, which starts
// Debian's PostgreSQL; the journeys need the web app built (built once before the first run).
// Exit status: 1 if anything failed at least once.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const postgres = (command) => ['bash', path.join(root, 'scripts/test-postgres.sh'), ...command];
const vitest = (...args) => ['npx', 'vitest', 'run', ...args];

/** Each suite: where it runs, its vitest command, and what it needs first. */
const suites = {
  'ui-stories': {
    about: "packages/ui's stories (render, play, axe, screenshot) and component tests in Chromium",
    cwd: 'packages/ui',
    command: vitest('--project', 'stories', '--project', 'components'),
  },
  'web-stories': {
    about: "apps/web's page stories in Chromium, with their screenshots",
    cwd: 'apps/web',
    command: vitest('--project', 'stories'),
  },
  journeys: {
    about: 'the end-to-end journeys (tests/e2e) against the built app and a real server',
    cwd: 'tests',
    command: vitest(),
    needsWebBuild: true,
  },
  'conformance-pglite': {
    about: 'the chat conformance suite on the local gateway, embedded PGlite',
    cwd: 'apps/server',
    command: vitest('test/chatGateway.conformance.test.ts'),
  },
  'conformance-postgres': {
    about: 'the chat conformance suite on the local gateway, Debian PostgreSQL',
    cwd: 'apps/server',
    command: postgres(vitest('test/chatGateway.conformance.test.ts')),
  },
  'im-tabs': {
    about: 'the chat tabs of packages/im (one connection shared by the tabs of a browser)',
    cwd: 'packages/im',
    command: vitest('test/tabs.test.ts', 'test/tabs.model.test.ts'),
  },
  cluster: {
    about: 'three server processes behind nginx on PostgreSQL and Redis, one killed mid-storm',
    cwd: 'apps/server',
    command: postgres(vitest('test/cluster.test.ts', 'test/sharedChat.test.ts')),
  },
  properties: {
    about: 'the property tests (models and fuzz) on a new seed each run: exploration',
    cwd: 'apps/server',
    command: vitest('test/model', 'test/fuzz'),
    env: { PROPERTY_SEED: 'random' },
    explore: true,
  },
};

function parseArgs(argv) {
  const options = { runs: 3, load: false, suites: null };
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i];
    if (arg === '--runs') options.runs = Number(argv[++i]);
    else if (arg === '--load') options.load = true;
    else if (arg === '--suites') options.suites = argv[++i].split(',');
    else if (arg === '--list') {
      for (const [name, s] of Object.entries(suites)) console.log(`${name.padEnd(22)}${s.about}`);
      process.exit(0);
    } else {
      console.error(`flake-hunt: unknown argument ${arg} (see the head of scripts/flake-hunt.mjs)`);
      process.exit(2);
    }
  }
  if (!Number.isInteger(options.runs) || options.runs < 1) {
    console.error('flake-hunt: --runs takes a whole number of at least 1');
    process.exit(2);
  }
  const chosen = options.suites ?? Object.keys(suites).filter((name) => !suites[name].explore);
  const unknown = chosen.filter((name) => !suites[name]);
  if (unknown.length > 0) {
    console.error(`flake-hunt: no suite ${unknown.join(', ')} (--list names them)`);
    process.exit(2);
  }
  return { ...options, suites: chosen };
}

/** One core kept busy until the hunt ends: what a CI machine shared with other jobs looks like. */
function keepOneCoreBusy() {
  const child = spawn(process.execPath, ['-e', 'for (;;) {}'], { stdio: 'ignore' });
  const stop = () => child.kill('SIGKILL');
  process.on('exit', stop);
  for (const signal of ['SIGINT', 'SIGTERM']) {
    process.on(signal, () => {
      stop();
      process.exit(130);
    });
  }
  return stop;
}

/** Runs a command to its end; resolves to its exit code and the tail of its output. */
function run(command, cwd, env) {
  return new Promise((resolve) => {
    const child = spawn(command[0], command.slice(1), {
      cwd: path.join(root, cwd),
      env: { ...process.env, ...env, FORCE_COLOR: '0' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let tail = '';
    const keep = (chunk) => {
      tail = (tail + chunk.toString()).slice(-20_000);
    };
    child.stdout.on('data', keep);
    child.stderr.on('data', keep);
    child.on('close', (code) => resolve({ code: code ?? 1, tail }));
  });
}

/** The failed tests of a vitest JSON report: name and failure message. */
function failuresIn(reportFile) {
  if (!existsSync(reportFile)) return null;
  const report = JSON.parse(readFileSync(reportFile, 'utf8'));
  const failed = [];
  for (const file of report.testResults ?? []) {
    const relative = path.relative(root, file.name);
    for (const test of file.assertionResults ?? []) {
      if (test.status === 'failed') {
        failed.push({
          name: `${relative} > ${test.fullName}`,
          message: (test.failureMessages ?? []).join('\n'),
        });
      }
    }
    // A file that failed outside its tests (its imports, a set-up hook).
    if (
      file.status === 'failed' &&
      (file.assertionResults ?? []).every((t) => t.status !== 'failed')
    ) {
      failed.push({ name: `${relative} (the file itself)`, message: file.message ?? '' });
    }
  }
  return { failed, passed: report.numPassedTests ?? 0, total: report.numTotalTests ?? 0 };
}

function firstLines(text, count = 8) {
  return text
    .split('\n')
    .filter((line) => line.trim() !== '')
    .slice(0, count)
    .map((line) => `      ${line}`)
    .join('\n');
}

const options = parseArgs(process.argv.slice(2));
const work = mkdtempSync(path.join(tmpdir(), 'flake-hunt-'));
const stopLoad = options.load ? keepOneCoreBusy() : () => {};
console.log(
  `flake hunt: ${options.suites.join(', ')}; ${options.runs} run(s) each` +
    (options.load ? ', one core kept busy' : ''),
);

if (options.suites.some((name) => suites[name].needsWebBuild)) {
  console.log('building the web app for the journeys');
  const built = spawnSync('npm', ['run', 'build', '-w', '@heartline/web'], {
    cwd: root,
    stdio: 'inherit',
  });
  if (built.status !== 0) process.exit(1);
}

/** By test name: how many runs it failed in, and its first failure. */
const found = new Map();
const started = Date.now();
for (let runIndex = 1; runIndex <= options.runs; runIndex++) {
  for (const name of options.suites) {
    const suite = suites[name];
    const reportFile = path.join(work, `${name}-${runIndex}.json`);
    const command = [...suite.command, '--reporter=json', `--outputFile=${reportFile}`];
    const begun = Date.now();
    const { code, tail } = await run(command, suite.cwd, suite.env);
    const seconds = Math.round((Date.now() - begun) / 1000);
    const result = failuresIn(reportFile);
    const failed = result?.failed ?? [];
    if (code !== 0 && failed.length === 0) {
      // Nothing failed by name: an unhandled error, a crash, a refused configuration.
      failed.push({ name: `${name}: the run itself (exit ${code})`, message: tail.slice(-3000) });
    }
    for (const failure of failed) {
      const entry = found.get(failure.name) ?? { count: 0, first: failure.message, suite: name };
      entry.count += 1;
      found.set(failure.name, entry);
    }
    console.log(
      `run ${runIndex}/${options.runs} ${name}: ` +
        (result ? `${result.passed}/${result.total} passed` : 'no report') +
        (failed.length > 0 ? `, ${failed.length} failed` : '') +
        ` (${seconds} s)`,
    );
  }
}
stopLoad();
rmSync(work, { recursive: true, force: true });

const minutes = ((Date.now() - started) / 60_000).toFixed(1);
if (found.size === 0) {
  console.log(
    `\nno failure in ${options.runs} run(s) of ${options.suites.length} suite(s), ${minutes} min`,
  );
  process.exit(0);
}
console.log(`\n${found.size} test(s) failed at least once (${minutes} min):`);
for (const [name, { count, first, suite }] of [...found].sort((a, b) => b[1].count - a[1].count)) {
  console.log(`\n  ${count}/${options.runs}  ${name}`);
  if (suites[suite].explore)
    console.log('      (a counterexample: fix the defect, keep it as an example)');
  console.log(firstLines(first));
}
process.exit(1);
