// Part of `npm run lint`: the GitHub Actions workflows in .github/workflows, which no local run
// executes, so that a typo or a loose end shows here and not on the forge.
// 1. Each file is a workflow GitHub accepts: @action-validator/core checks it against the
//    workflow schema (keys, types, events) and that every `needs` names a job.
// 2. Every action in `uses:` is pinned to a version: a tag (v4, v4.2.1) or a full commit SHA,
//    never a branch (@main, @master) or nothing, which would run whatever was pushed last.
//    Actions in the repository (./...) need none; a docker:// image needs a tag or a digest.
// 3. Every job has `timeout-minutes`: a hung job otherwise holds a runner for six hours. A job
//    that calls a reusable workflow cannot have one, and is left alone.
// 4. No `run:` echoes a secret from `${{ secrets.* }}` (into the log, or a file it uploads); a
//    step takes a secret through `env:` and uses the variable.
// 5. Every npm script a `run:` names (`npm run x`, `npm test`, with -w/--workspace the named
//    workspace's) exists in that package.json, so a renamed script cannot leave CI calling
//    nothing.
// Each check first proves that it catches a planted violation, then checks the real files, and
// prints one line.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { validateWorkflow } from '@action-validator/core';

const root = path.resolve(import.meta.dirname, '..');
// yaml as the server has it (a dependency of @heartline/server, not of the root).
const { parse } = createRequire(path.join(root, 'apps/server/package.json'))('yaml');
const workflowsDir = path.join(root, '.github/workflows');

/** "file: where: what" lines of the problems found, printed under their check's line. */
const problems = [];
let selfTestFailed = false;

function selfTest(check, ok) {
  if (!ok) {
    selfTestFailed = true;
    console.error(`check-workflows: the ${check} check missed a planted violation`);
  }
}

/** Every step and job of a parsed workflow, with where it is, for the checks to walk. */
function stepsOf(workflow) {
  const found = [];
  for (const [jobId, job] of Object.entries(workflow?.jobs ?? {})) {
    (job?.steps ?? []).forEach((step, index) => {
      const label = step?.name ?? step?.uses ?? String(step?.run ?? '').split('\n')[0];
      found.push({ where: `jobs.${jobId}.steps[${index}] (${label})`, step: step ?? {} });
    });
  }
  return found;
}

// 1. The schema, by @action-validator/core.

/** The validator's errors as lines: each error's path and title, with its innermost details. */
export function schemaErrors(source) {
  return validateWorkflow(source).errors.map((error) => {
    const where = error.location
      ? `line ${error.location.line}, column ${error.location.column}`
      : error.path || '/';
    const details = new Set();
    const collect = (e) => {
      const inner = (e.states ?? []).flatMap((state) => state.errors);
      if (inner.length === 0 && e.detail) details.add(e.detail);
      inner.forEach(collect);
    };
    collect(error);
    const detail = [...details].slice(0, 4).join('; ');
    return `${where}: ${error.title}${detail ? ` (${detail})` : ''}`;
  });
}

// 2. Pinned actions.

const versionTag = /^v\d+(\.\d+){0,2}$/;
const commitSha = /^[0-9a-f]{40}$/;

/** Why a `uses:` value is not pinned to a version, or null when it is. */
export function unpinned(uses) {
  if (typeof uses !== 'string') return 'is not a string';
  if (uses.startsWith('./')) return null;
  if (uses.startsWith('docker://')) {
    const image = uses.slice('docker://'.length);
    if (/@sha256:[0-9a-f]{64}$/.test(image)) return null;
    const tag = /:([^/:]+)$/.exec(image)?.[1];
    return tag && tag !== 'latest' ? null : 'names a Docker image without a tag or with :latest';
  }
  const at = uses.lastIndexOf('@');
  if (at === -1) return 'has no version (add @v<major> or a commit SHA)';
  const ref = uses.slice(at + 1);
  if (versionTag.test(ref) || commitSha.test(ref)) return null;
  return `is pinned to '${ref}', not a version tag (v4) or a full commit SHA`;
}

function usesOf(workflow) {
  const found = [];
  for (const [jobId, job] of Object.entries(workflow?.jobs ?? {})) {
    if (job?.uses !== undefined) found.push({ where: `jobs.${jobId}`, uses: job.uses });
  }
  for (const { where, step } of stepsOf(workflow)) {
    if (step.uses !== undefined) found.push({ where, uses: step.uses });
  }
  return found;
}

// 3. Timeouts.

/** The ids of the jobs without timeout-minutes (a job calling a reusable workflow is exempt). */
export function jobsWithoutTimeout(workflow) {
  return Object.entries(workflow?.jobs ?? {})
    .filter(([, job]) => job?.uses === undefined && job?.['timeout-minutes'] === undefined)
    .map(([jobId]) => jobId);
}

// 4. Secrets in the log.

/** The lines of a `run:` that echo or printf a `${{ secrets.* }}` expression. */
export function echoedSecrets(run) {
  return String(run)
    .split('\n')
    .filter((line) => /\b(echo|printf)\b.*\$\{\{\s*secrets\./.test(line))
    .map((line) => line.trim());
}

// 5. npm scripts.

/** The npm commands that run a package script, as npm names them (t and tst are test). */
const scriptCommands = {
  test: 'test',
  t: 'test',
  tst: 'test',
  start: 'start',
  stop: 'stop',
  restart: 'restart',
};
const runCommands = new Set(['run', 'run-script', 'rum', 'urn']);
/** Words that may stand before npm in a command: `time npm test`, `FOO=1 npm run x`. */
const prefixes = /^(sudo|time|exec|env|[A-Za-z_][A-Za-z0-9_]*=.*)$/;
/** npm options that take the next word as their value. */
const valueOptions = new Set(['--prefix', '-C', '--loglevel', '--cache', '--userconfig']);

/**
 * The package scripts a `run:` asks npm to run: { script, workspaces, allWorkspaces, ifPresent,
 * command } for each `npm run <script>` or `npm test|start|stop|restart`.
 */
export function npmScriptsNamed(run) {
  const found = [];
  const text = String(run).replace(/\\\n/g, ' ');
  for (const command of text.split(/&&|\|\||[;|\n()]/)) {
    const words = command
      .trim()
      .split(/\s+/)
      .filter(Boolean)
      .map((word) => word.replace(/^['"]|['"]$/g, ''));
    const npmAt = words.indexOf('npm');
    if (npmAt === -1 || !words.slice(0, npmAt).every((word) => prefixes.test(word))) continue;
    const named = { script: null, workspaces: [], allWorkspaces: false, ifPresent: false };
    let subcommand = null;
    for (let i = npmAt + 1; i < words.length; i++) {
      const word = words[i];
      if (word === '--') break;
      if (word === '-w' || word === '--workspace') named.workspaces.push(words[++i]);
      else if (word.startsWith('--workspace=')) named.workspaces.push(word.slice(12));
      else if (word === '-ws' || word === '--workspaces') named.allWorkspaces = true;
      else if (word === '--if-present') named.ifPresent = true;
      else if (valueOptions.has(word)) i++;
      else if (word.startsWith('-')) continue;
      else if (subcommand === null) {
        subcommand = word;
        if (Object.hasOwn(scriptCommands, word)) named.script = scriptCommands[word];
        else if (!runCommands.has(word)) break;
      } else if (named.script === null) named.script = word;
    }
    if (named.script !== null) found.push({ ...named, command: command.trim() });
  }
  return found;
}

/** Why a named script cannot run, or null; `packages` maps '' (root) and each workspace. */
export function missingScript(named, packages) {
  if (named.ifPresent) return null;
  const targets = named.workspaces.length
    ? named.workspaces
    : named.allWorkspaces
      ? [...new Set([...packages.keys()].filter((key) => key !== ''))]
      : [''];
  for (const target of targets) {
    const scripts = packages.get(target.replace(/^\.\//, '').replace(/\/$/, ''));
    if (!scripts) return `names a workspace '${target}' that does not exist`;
    if (!Object.hasOwn(scripts, named.script)) {
      const where = target === '' ? 'the root package.json' : target;
      return `runs the script '${named.script}', which ${where} does not have`;
    }
  }
  return null;
}

/** The scripts of the root ('') and of each workspace, by name and by folder. */
function packageScripts() {
  const packages = new Map();
  const rootPackage = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8'));
  packages.set('', rootPackage.scripts ?? {});
  for (const pattern of rootPackage.workspaces ?? []) {
    const dirs = pattern.endsWith('/*')
      ? readdirSync(path.join(root, pattern.slice(0, -2))).map(
          (d) => `${pattern.slice(0, -2)}/${d}`,
        )
      : [pattern];
    for (const dir of dirs) {
      const file = path.join(root, dir, 'package.json');
      if (!existsSync(file)) continue;
      const workspace = JSON.parse(readFileSync(file, 'utf8'));
      packages.set(workspace.name, workspace.scripts ?? {});
      packages.set(dir, workspace.scripts ?? {});
    }
  }
  return packages;
}

// The planted violations: each check must see its own.
const planted = `on: push
jobs:
  build:
    runs-onx: ubuntu-24.04
    steps:
      - uses: actions/checkout@main
      - uses: actions/setup-node
      - uses: actions/cache@v4
      - run: echo "\${{ secrets.TOKEN }}"
      - run: |
          npm ci && npm run generate -w @x/sdk
          FOO=1 npm run gone --silent; npm test
`;
const plantedWorkflow = parse(planted);
selfTest(
  'schema',
  schemaErrors(planted).some((e) => e.includes("'runs-onx'")),
);
selfTest(
  'pinned actions',
  usesOf(plantedWorkflow)
    .map(({ uses }) => unpinned(uses) !== null)
    .join() === 'true,true,false',
);
selfTest('timeout', jobsWithoutTimeout(plantedWorkflow).join() === 'build');
selfTest(
  'secret echo',
  stepsOf(plantedWorkflow).flatMap((s) => echoedSecrets(s.step.run ?? '')).length === 1,
);
const plantedPackages = new Map([
  ['', { test: '' }],
  ['@x/sdk', { generate: '' }],
]);
selfTest(
  'npm scripts',
  stepsOf(plantedWorkflow)
    .flatMap(({ step }) => npmScriptsNamed(step.run ?? ''))
    .map((named) => `${named.script}:${missingScript(named, plantedPackages) !== null}`)
    .join() === 'generate:false,gone:true,test:false',
);
if (selfTestFailed) process.exit(1);

// The real files.
const files = existsSync(workflowsDir)
  ? readdirSync(workflowsDir).filter(
      (name) => /\.ya?ml$/.test(name) && statSync(path.join(workflowsDir, name)).isFile(),
    )
  : [];
if (files.length === 0) {
  console.error('check-workflows: no workflow files in .github/workflows');
  process.exit(1);
}

const workflows = [];
for (const name of files) {
  const source = readFileSync(path.join(workflowsDir, name), 'utf8');
  const file = `.github/workflows/${name}`;
  for (const error of schemaErrors(source)) problems.push(`${file}: ${error}`);
  try {
    workflows.push({ file, workflow: parse(source) });
  } catch {
    // The schema check has reported it; the other checks need a parsed file.
  }
}

/** One line for a check, then the problems it found (those after `before`). */
function report(check, count, before) {
  console.log(`${problems.length === before ? 'ok  ' : 'FAIL'} ${check} (${count})`);
  for (const problem of problems.slice(before)) console.error(`  ${problem}`);
}

let before = 0;
report('workflows valid (@action-validator/core)', `${files.length} files`, before);

before = problems.length;
let usesCount = 0;
for (const { file, workflow } of workflows) {
  for (const { where, uses } of usesOf(workflow)) {
    usesCount++;
    const why = unpinned(uses);
    if (why) problems.push(`${file}: ${where}: uses: ${uses} ${why}`);
  }
}
report('actions pinned to a version', `${usesCount} uses`, before);

before = problems.length;
let jobCount = 0;
for (const { file, workflow } of workflows) {
  jobCount += Object.keys(workflow?.jobs ?? {}).length;
  for (const jobId of jobsWithoutTimeout(workflow)) {
    problems.push(`${file}: jobs.${jobId} has no timeout-minutes`);
  }
}
report('every job has timeout-minutes', `${jobCount} jobs`, before);

before = problems.length;
const runSteps = workflows.flatMap(({ file, workflow }) =>
  stepsOf(workflow)
    .filter(({ step }) => step.run !== undefined)
    .map((s) => ({ file, ...s })),
);
for (const { file, where, step } of runSteps) {
  for (const line of echoedSecrets(step.run)) {
    problems.push(`${file}: ${where}: echoes a secret (pass it through env:): ${line}`);
  }
}
report('no secret echoed by a run step', `${runSteps.length} run steps`, before);

before = problems.length;
const packages = packageScripts();
let scriptCount = 0;
for (const { file, where, step } of runSteps) {
  for (const named of npmScriptsNamed(step.run)) {
    scriptCount++;
    const why = missingScript(named, packages);
    if (why) problems.push(`${file}: ${where}: \`${named.command}\` ${why}`);
  }
}
report('npm scripts named by run steps exist', `${scriptCount} scripts`, before);

if (problems.length > 0) process.exit(1);
