/**
 * nginx in front of server processes, with the deployment's own configuration (deploy/nginx.conf)
 * changed only where a container differs from a test: the replicas are loopback ports instead of
 * Docker's `app` name, it listens on a free loopback port, and it keeps its files in a temporary
 * folder. So the multi-process tests prove the topology deploy/compose.yaml runs, with plain
 * processes: round robin, no sticky sessions, WebSockets passed through.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { freePort } from './redisServer.ts';

const deployed = path.resolve(import.meta.dirname, '../../../../deploy/nginx.conf');
const NGINX = '/usr/sbin/nginx';

export interface NginxFront {
  baseUrl: string;
  chatUrl: string;
  stop(): Promise<void>;
}

export async function startNginx(backendPorts: readonly number[]): Promise<NginxFront> {
  const port = await freePort();
  const dir = mkdtempSync(path.join(tmpdir(), 'heartline-nginx-'));
  const servers = backendPorts
    .map((backend) => `server 127.0.0.1:${backend} max_fails=1 fail_timeout=10s;`)
    .join('\n        ');
  const conf = rewrite(readFileSync(deployed, 'utf8'), [
    [/^worker_processes .*;$/m, 'worker_processes 1;'],
    [/^pid .*;$/m, `pid ${dir}/nginx.pid;`],
    // A test worker has no /dev/stderr to open.
    [/^error_log .*;$/m, `error_log ${dir}/error.log warn;`],
    [/^\s*access_log .*;$/m, '    access_log off;'],
    [/^\s*resolver .*;$/m, ''],
    [/^\s*resolver_timeout .*;$/m, ''],
    [/^\s*server app:\d+ resolve;$/m, `        ${servers}`],
    [/^\s*listen 80;$/m, `        listen 127.0.0.1:${port};`],
  ]);
  const file = path.join(dir, 'nginx.conf');
  writeFileSync(file, conf);
  const child = spawn(NGINX, ['-p', dir, '-c', file, '-g', 'daemon off;'], {
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
  const baseUrl = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 10_000;
  for (;;) {
    if (child.exitCode !== null) {
      const log = readFileSync(path.join(dir, 'error.log'), 'utf8');
      throw new Error(`nginx exited (code ${child.exitCode}):\n${log}`);
    }
    try {
      if ((await fetch(`${baseUrl}/api/health`)).ok) break;
    } catch {
      // Not listening yet.
    }
    if (Date.now() > deadline) throw new Error('nginx did not answer within 10 s');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return {
    baseUrl,
    chatUrl: `ws://127.0.0.1:${port}/api/im`,
    async stop() {
      if (child.exitCode === null) child.kill('SIGTERM');
      await exited;
    },
  };
}

/** Applies each change, failing loudly when deploy/nginx.conf no longer has what it changes. */
function rewrite(text: string, changes: ReadonlyArray<[RegExp, string]>): string {
  let out = text;
  for (const [pattern, replacement] of changes) {
    if (!pattern.test(out)) throw new Error(`deploy/nginx.conf has no line matching ${pattern}`);
    out = out.replace(pattern, replacement);
  }
  return out;
}
