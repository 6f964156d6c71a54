// The app under measurement for `npm run bench:lighthouse`: a production build of the web app,
// the real server (apps/server) serving it the way `npm start` does, and a member signed up
// through the real API. Mirrors tests/support/server.ts, which the end-to-end journeys use.
import { spawn, spawnSync } from 'node:child_process';
import { rmSync } from 'node:fs';
import { createServer } from 'node:net';
import path from 'node:path';

const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';

/**
 * Builds the web app into `outDir` rather than apps/web/dist: engineers running the journeys at
 * the same time read that folder, and a build emptying it under them would fail their tests.
 */
export function buildWebApp(root, outDir) {
  console.log(`Building the web app into ${outDir} ...`);
  const started = Date.now();
  const build = spawnSync(
    npm,
    ['run', 'build', '-w', '@heartline/web', '--', '--outDir', outDir, '--emptyOutDir'],
    {
      cwd: root,
      // The build's few hundred lines would bury the report: shown only when it fails.
      stdio: ['ignore', 'pipe', 'pipe'],
      encoding: 'utf8',
      maxBuffer: 64 * 1024 * 1024,
      // A NODE_ENV left at "test" or "development" by the caller's shell would make vite bundle
      // React's development build, which is slower and bigger than what members download.
      env: { ...process.env, NODE_ENV: 'production' },
    },
  );
  if (build.status !== 0) {
    console.error(`${build.stdout ?? ''}${build.stderr ?? ''}`);
    throw new Error(build.error?.message ?? 'The web app did not build');
  }
  console.log(`Built in ${((Date.now() - started) / 1000).toFixed(0)} s.`);
}

/** A port nobody listens on now. */
function freePort() {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });
}

/**
 * Starts apps/server on a free port with PGlite in `dataDir` and the demo world seeded (so
 * /encounter has people to show), otherwise as `npm start` does. Returns the address and a stop function that also
 * removes `dataDir`; it may be called more than once. `signal` aborts the wait for it.
 */
export async function startServer(root, { webDist, dataDir, signal }) {
  const port = await freePort();
  // Never the caller's database or mail server: the bench signs a member up into its own PGlite
  // and reads the code from the dev mailbox, which SMTP_URL would replace.
  const { DATABASE_URL: _database, SMTP_URL: _smtp, ...callerEnv } = process.env;
  const child = spawn(process.execPath, ['src/main.ts'], {
    cwd: path.join(root, 'apps/server'),
    env: {
      ...callerEnv,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      UPLOAD_DIR: path.join(dataDir, 'uploads'),
      WEB_DIST: webDist,
      SEED_DEMO: 'true',
      LOG_LEVEL: 'warn',
      // The embedded development set-up, as `npm start` runs it: the sign-up reads its code from
      // the dev mailbox, which a production start refuses.
      NODE_ENV: 'development',
      DEV_MAILBOX_ROUTE: 'true',
      // The bench signs up from 127.0.0.1 on every run; a per-address limit must not refuse it.
      AUTH_RATE_LIMIT_PER_MINUTE: '10000',
      REGISTER_RATE_LIMIT_PER_HOUR: '100000',
    },
    // Kept off the terminal so the report stays readable; shown when the server fails.
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  // Whatever ends the bench (a crash, a second Ctrl-C), the server does not outlive it.
  const killOnExit = () => child.kill('SIGKILL');
  process.once('exit', killOnExit);
  child.once('exit', () => process.off('exit', killOnExit));

  let output = '';
  const keep = (chunk) => {
    output = (output + chunk).slice(-4000);
  };
  child.stdout.on('data', keep);
  child.stderr.on('data', keep);

  const baseUrl = `http://127.0.0.1:${port}`;
  const exited = new Promise((_, reject) =>
    child.once('exit', (code) =>
      reject(new Error(`The server exited early (code ${code}). Its last output:\n${output}`)),
    ),
  );
  exited.catch(() => {}); // Read by the race below; an exit after stop() is expected.

  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      const gone = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await gone;
    }
    rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    await Promise.race([waitUntilReady(baseUrl, signal), exited]);
  } catch (error) {
    await stop();
    throw error;
  }
  return { baseUrl, stop };
}

/** Polls until the API answers (seeding the demo world takes a while on a busy machine). */
async function waitUntilReady(baseUrl, signal, timeoutMs = 150_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    signal?.throwIfAborted();
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

/** One API call, answered in the {code, msg, data} envelope; anything but 200 throws. */
async function api(baseUrl, method, apiPath, body, signal) {
  const response = await fetch(`${baseUrl}/api${apiPath}`, {
    method,
    signal,
    headers: {
      'Content-Type': 'application/json',
      platform: 'Web',
      brand: 'Chrome',
      language: 'en',
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const envelope = await response.json();
  if (envelope.code !== 200) throw new Error(`${apiPath}: ${envelope.code} ${envelope.msg}`);
  return envelope.data;
}

/**
 * Signs a new member up as a visitor would: asks for an e-mail code, reads it from the dev
 * mailbox (GET /dev/mailbox), registers with it. Returns the session token the app keeps in its
 * cookie.
 */
export async function registerMember(baseUrl, signal) {
  const email = `lighthouse.${Date.now()}@bench.heartline.test`;
  const password = 'measuring42';
  const purpose = 'register';
  await api(baseUrl, 'POST', '/account/verification-code', { email, purpose }, signal);
  const mailbox = await fetch(`${baseUrl}/dev/mailbox?to=${encodeURIComponent(email)}`, {
    signal,
  });
  if (!mailbox.ok) throw new Error(`GET /dev/mailbox answered ${mailbox.status}: is it off?`);
  const { data } = await mailbox.json();
  const code = /\b(\d{4})\b/.exec(data[0]?.text ?? '')?.[1];
  if (!code) throw new Error(`No verification code for ${email} in the dev mailbox`);
  const details = {
    email,
    code,
    password,
    confirmPassword: password,
    nickname: 'Lighthouse',
    gender: 0,
    birthday: '1994-02-11',
    height: 170,
    weight: 60,
    occupation: 'Teacher',
    hobby: '1,3',
    region: 'GB',
    commonLanguage: 'en',
    language: 'en',
  };
  const { token } = await api(baseUrl, 'POST', '/account/register', details, signal);
  return token;
}
