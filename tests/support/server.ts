import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';

export const root = path.resolve(import.meta.dirname, '../..');
/**
 * The built web app the journeys run against. E2E_WEB_DIST puts it elsewhere, so engineers running
 * journeys at the same time do not rebuild one folder under each other.
 */
export const webDist = process.env.E2E_WEB_DIST ?? path.join(root, 'apps/web/dist');

/** A port nobody listens on now. */
async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}

/** The newest change among the sources the web build is made of. */
function newestSource(): number {
  // The build's configuration too: a build made with another one is stale.
  const folders = [
    'apps/web/src',
    'apps/web/static-pages',
    'apps/web/index.html',
    'apps/web/vite.config.ts',
    'apps/web/build',
    'packages',
  ];
  let newest = 0;
  const visit = (entry: string) => {
    const stat = statSync(entry);
    if (stat.isDirectory()) {
      for (const name of readdirSync(entry)) {
        if (name !== 'node_modules' && name !== '__screenshots__') visit(path.join(entry, name));
      }
    } else newest = Math.max(newest, stat.mtimeMs);
  };
  for (const folder of folders) visit(path.join(root, folder));
  return newest;
}

/** Builds the web app unless a build newer than its sources is there (turbo builds it first). */
export function ensureWebBuild() {
  const index = path.join(webDist, 'index.html');
  if (existsSync(index) && statSync(index).mtimeMs > newestSource()) return;
  const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
  const outDir = ['--', '--outDir', webDist, '--emptyOutDir'];
  const build = spawnSync(npm, ['run', 'build', '-w', '@heartline/web', ...outDir], {
    cwd: root,
    stdio: 'inherit',
    // Vitest sets NODE_ENV=test, and vite would then bundle React's development build.
    env: { ...process.env, NODE_ENV: 'production' },
  });
  if (build.status !== 0) throw new Error('The web app did not build');
}

export type RunningServer = {
  baseUrl: string;
  /** The server's data folder (its PGlite database, uploads). */
  dataDir: string;
  stop: () => Promise<void>;
};

export type ServerOptions = {
  /**
   * Runs on this data folder (an existing one keeps its database) instead of a new temporary one.
   */
  dataDir?: string;
  /** Leaves the data folder on stop, for another start or the operator CLI. Default: removed. */
  keepData?: boolean;
};

/**
 * The environment the server runs with on `dataDir`: also the one for its command-line scripts
 * (scripts/operator.ts), which open the same database with the same configuration.
 */
export function serverEnv(dataDir: string, port?: number): NodeJS.ProcessEnv {
  return {
    ...process.env,
    ...(port === undefined ? {} : { PORT: String(port) }),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    UPLOAD_DIR: path.join(dataDir, 'uploads'),
    WEB_DIST: webDist,
    // The server's test set-up (dev mailbox, embedded payments), whatever the caller's shell says:
    // a production start refuses to run without real mail and payment providers.
    NODE_ENV: 'test',
    SEED_DEMO: 'true',
    LOG_LEVEL: 'warn',
    // Every journey calls from 127.0.0.1: the per-address limits (apps/server's own tests
    // prove them) would stop the suite's many registrations and logins.
    AUTH_RATE_LIMIT_PER_MINUTE: '10000',
    REGISTER_RATE_LIMIT_PER_HOUR: '100000',
    PASSWORD_RESET_RATE_LIMIT_PER_MINUTE: '10000',
    COMPLAINT_RATE_LIMIT_PER_HOUR: '100000',
    UPLOAD_RATE_LIMIT_PER_MINUTE: '10000',
    TRANSLATION_RATE_LIMIT_PER_MINUTE: '10000',
    SEARCH_RATE_LIMIT_PER_MINUTE: '10000',
    MATCH_RATE_LIMIT_PER_MINUTE: '10000',
    FRIEND_REQUEST_RATE_LIMIT_PER_MINUTE: '10000',
  };
}

/** apps/server, where the server and its scripts run. */
export const serverFolder = path.join(root, 'apps/server');

/**
 * The real server (apps/server) serving the built web app, on a free port, with PGlite in a
 * temporary folder (or `dataDir`) and the demo world seeded: what `npm start` runs, isolated.
 */
export async function startServer(options: ServerOptions = {}): Promise<RunningServer> {
  const port = await freePort();
  const dataDir = options.dataDir ?? mkdtempSync(path.join(tmpdir(), 'heartline-e2e-'));
  const child: ChildProcess = spawn(process.execPath, ['src/main.ts'], {
    cwd: serverFolder,
    env: serverEnv(dataDir, port),
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const baseUrl = `http://127.0.0.1:${port}`;
  const exited = new Promise<never>((_, reject) =>
    child.once('exit', (code) => reject(new Error(`The server exited early (code ${code})`))),
  );
  const stop = async () => {
    if (child.exitCode === null) {
      const gone = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await gone;
    }
    if (!options.keepData) rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    await Promise.race([waitUntilReady(baseUrl), exited]);
  } catch (error) {
    await stop();
    throw error;
  }
  return { baseUrl, dataDir, stop };
}

/** Polls until the API answers (seeding the demo world takes a while on a busy machine). */
async function waitUntilReady(baseUrl: string, timeoutMs = 150_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      const response = await fetch(`${baseUrl}/api/system/language`);
      if (response.ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
  throw new Error(`The server at ${baseUrl} did not answer within ${timeoutMs / 1000} s`);
}
