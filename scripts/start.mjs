// `npm start`: builds the web app (when apps/web exists) and starts the server on one port with
// its embedded development set-up (NODE_ENV=development unless set): PGlite data and uploaded
// images kept in ./data, the dev mailbox, embedded payments, demo data seeded on the first start. Any variable of apps/server/src/config.ts can be set to change it.
import { spawnSync, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';

if (existsSync(path.join(root, 'apps/web/package.json'))) {
  console.log('Building the web app...');
  const build = spawnSync(npm, ['run', 'build', '-w', '@heartline/web'], {
    cwd: root,
    stdio: 'inherit',
  });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

const env = {
  ...process.env,
  // The server runs in production unless told otherwise; `npm start` is the embedded development
  // set-up (dev mailbox, embedded payments, demo people), so it says so.
  NODE_ENV: process.env.NODE_ENV ?? 'development',
  DATA_DIR: process.env.DATA_DIR ?? path.join(root, 'data'),
  UPLOAD_DIR: process.env.UPLOAD_DIR ?? path.join(root, 'data', 'uploads'),
};
const server = spawn(process.execPath, ['src/main.ts'], {
  cwd: path.join(root, 'apps/server'),
  env,
  stdio: 'inherit',
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 0));
