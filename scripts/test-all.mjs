// Every check and test of the repository (the second half of `npm test`), as steps that run two at
// a time on a 2-core machine, the longest first, each as soon as what it needs is done.
//
// Why not turbo's own scheduling: turbo starts every ready task at once (ten by default). On two
// cores the story suites' browsers, the journeys and the server's suite then ran together, the load
// reached 15, and tests that pass in a few seconds ran into their hang guards (a CI run of 48
// minutes with 20 time-outs). Two at a time, the longest first, keeps both cores busy without that.
//
//   node scripts/test-all.mjs              every step, two at a time
//   node scripts/test-all.mjs --jobs 1     one at a time (the figures of each step alone)
//   node scripts/test-all.mjs --only ui,web
//
// Each output line is prefixed with its step's name; a step that fails does not stop the others.
// At the end: each step's status and wall time, longest first (where a run's time went).
// Exit status: 1 if any step failed.
import { spawn, spawnSync } from 'node:child_process';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const npm = (...args) => ['npm', ...args];

/**
 * The steps, longest first (measured alone on a quiet 2-core machine; see the README), with what
 * each needs done before it starts.
 */
const steps = [
  // The end-to-end journeys drive the production build (the build step) in Chromium.
  { name: 'journeys', command: npm('test', '-w', '@heartline/tests'), after: ['build'] },
  // Short, but first: the journeys wait for it.
  { name: 'build', command: npm('run', 'build', '-w', '@heartline/web'), after: ['generate'] },
  { name: 'server', command: npm('test', '-w', '@heartline/server'), after: ['generate'] },
  // Short, but early: the PostgreSQL pass and the Pact verification wait for its pact.
  { name: 'sdk', command: npm('test', '-w', '@heartline/sdk'), after: ['generate'] },
  { name: 'web', command: npm('test', '-w', '@heartline/web'), after: ['generate'] },
  { name: 'ui', command: npm('test', '-w', '@heartline/ui'), after: ['generate'] },
  {
    name: 'lint',
    command: ['sh', '-c', 'npm run lint && npm run lint:openapi'],
    after: ['generate'],
  },
  // The server's tests whose behaviour depends on the database, on Debian's PostgreSQL
  // (the Pact provider among them: it reads the SDK's pact).
  { name: 'postgres', command: ['bash', 'scripts/test-postgres.sh'], after: ['sdk'] },
  {
    name: 'typecheck',
    command: ['npx', 'turbo', 'run', 'typecheck', '--concurrency=1'],
    after: ['generate'],
  },
  // The Pact provider verification reads the pact that the SDK's tests write.
  { name: 'pact', command: npm('run', 'test:pact', '-w', '@heartline/server'), after: ['sdk'] },
  { name: 'im', command: npm('test', '-w', '@heartline/im'), after: ['generate'] },
  // Generated code (the SDK's types and client, the server's contract types) everything reads.
  { name: 'generate', command: ['npx', 'turbo', 'run', 'generate'], after: [] },
];

function option(name) {
  const index = process.argv.indexOf(name);
  return index === -1 ? undefined : process.argv[index + 1];
}

const jobs = Number(option('--jobs') ?? 2);
const only = option('--only')?.split(',');
if (only) {
  const unknown = only.filter((name) => !steps.some((step) => step.name === name));
  if (unknown.length > 0) {
    console.error(
      `Unknown steps: ${unknown.join(', ')}. Steps: ${steps.map((s) => s.name).join(', ')}`,
    );
    process.exit(2);
  }
}
// With --only, what the chosen steps need runs too (a build before the journeys).
const wanted = new Set();
const want = (name) => {
  if (wanted.has(name)) return;
  wanted.add(name);
  for (const need of steps.find((step) => step.name === name).after) want(need);
};
for (const step of steps) if (!only || only.includes(step.name)) want(step.name);
const pending = steps.filter((step) => wanted.has(step.name));

/** name → { status: 'passed' | 'failed', seconds } */
const done = new Map();
const running = new Set();
const started = Date.now();

/**
 * How long a step may print nothing before it counts as hung: every runner here reports each test
 * file as it ends, and the longest silences (ESLint over the repository, the economy model on
 * PostgreSQL) last about 3 minutes on a quiet machine and twice that beside another step. A hung step is stopped and reported with its processes, so a run ends with
 * a cause instead of waiting for CI to give up.
 */
const silenceLimitMs = Number(process.env.STEP_SILENCE_MINUTES ?? 20) * 60_000;

/** The process groups of the running steps (each step leads a group of its own). */
const groups = new Map();

function run(step) {
  running.add(step.name);
  const begun = Date.now();
  console.log(`== ${step.name}: ${step.command.join(' ')}`);
  const child = spawn(step.command[0], step.command.slice(1), {
    cwd: root,
    env: { ...process.env, FORCE_COLOR: process.env.FORCE_COLOR ?? '1' },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  groups.set(step.name, child.pid);
  let lastOutput = Date.now();
  let lastLine = '';
  let hung = false;
  // Whole lines only, each with the step's name, so two steps' output never mixes mid-line.
  for (const stream of [child.stdout, child.stderr]) {
    let rest = '';
    stream.setEncoding('utf8');
    stream.on('data', (chunk) => {
      lastOutput = Date.now();
      const lines = (rest + chunk).split('\n');
      rest = lines.pop();
      for (const line of lines) process.stdout.write(`${step.name}: ${line}\n`);
      if (lines.length > 0) lastLine = lines.at(-1);
    });
    stream.on('end', () => {
      if (rest) process.stdout.write(`${step.name}: ${rest}\n`);
    });
  }
  const watchdog = setInterval(() => {
    if (Date.now() - lastOutput < silenceLimitMs) return;
    hung = true;
    clearInterval(watchdog);
    console.log(
      `== ${step.name} HUNG: no output for ${silenceLimitMs / 60_000} minutes; its last line: ${lastLine}`,
    );
    // What was still running, to find the cause from the log alone.
    const ps = spawnSync('ps', ['-o', 'pid,etime,pcpu,rss,args', '-g', String(child.pid)], {
      encoding: 'utf8',
    });
    for (const line of ps.stdout.split('\n')) console.log(`${step.name}:   ${line.slice(0, 240)}`);
    stopGroup(child.pid);
  }, 15_000);
  child.on('close', (code, signal) => {
    clearInterval(watchdog);
    groups.delete(step.name);
    running.delete(step.name);
    const seconds = Math.round((Date.now() - begun) / 1000);
    const status = hung ? 'hung' : code === 0 ? 'passed' : 'failed';
    done.set(step.name, { status, seconds });
    console.log(`== ${step.name} ${status}${signal ? ` (${signal})` : ''} in ${minutes(seconds)}`);
    schedule();
  });
}

/** Stops a step's whole process group: its runner, browsers and servers. */
function stopGroup(pid) {
  try {
    process.kill(-pid, 'SIGTERM');
  } catch {
    return;
  }
  setTimeout(() => {
    try {
      process.kill(-pid, 'SIGKILL');
    } catch {
      // Gone already.
    }
  }, 10_000).unref();
}

// Interrupted (Ctrl-C, CI cancelling): the steps' groups go too, none left running.
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    for (const pid of groups.values()) stopGroup(pid);
    process.exit(130);
  });
}

function minutes(seconds) {
  return `${Math.floor(seconds / 60)} min ${String(seconds % 60).padStart(2, '0')} s`;
}

function schedule() {
  while (running.size < jobs) {
    // A step whose prerequisite failed does not run: it is reported as such.
    for (const step of [...pending]) {
      const failed = step.after.find(
        (need) => done.has(need) && done.get(need).status !== 'passed',
      );
      if (failed) {
        pending.splice(pending.indexOf(step), 1);
        done.set(step.name, { status: `not run (${failed} failed)`, seconds: 0 });
        console.log(`== ${step.name} not run: ${failed} failed`);
      }
    }
    const ready = pending.find((step) => step.after.every((need) => done.has(need)));
    if (!ready) break;
    pending.splice(pending.indexOf(ready), 1);
    run(ready);
  }
  if (running.size === 0 && pending.length === 0) finish();
}

function finish() {
  console.log(`\n== every step, longest first (${jobs} at a time)`);
  const rows = [...done].sort((a, b) => b[1].seconds - a[1].seconds);
  for (const [name, { status, seconds }] of rows) {
    console.log(`  ${name.padEnd(10)} ${status.padEnd(24)} ${minutes(seconds)}`);
  }
  const total = Math.round((Date.now() - started) / 1000);
  console.log(`  ${'total'.padEnd(10)} ${''.padEnd(24)} ${minutes(total)}`);
  process.exit(rows.some(([, { status }]) => status !== 'passed') ? 1 : 0);
}

schedule();
