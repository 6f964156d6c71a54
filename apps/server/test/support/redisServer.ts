/**
 * A private Redis server (Debian's redis-server) on a free loopback port, keeping nothing on
 * disk: each test file that needs one starts its own, so files running side by side never share
 * keys. `restart` stops it and starts it again on the same port, empty, as a crashed Redis comes
 * back. The multi-process test and the chat benchmark use it too.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { connect, createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';

export interface RedisServer {
  url: string;
  port: number;
  /** Stops it (SIGKILL: nothing is saved, as in a crash). */
  stop(): Promise<void>;
  /** Starts it again on the same port, empty. */
  start(): Promise<void>;
}

export async function startRedis(): Promise<RedisServer> {
  const port = await freePort();
  const dir = mkdtempSync(path.join(tmpdir(), 'heartline-redis-'));
  let child: ChildProcess | null = null;
  const server: RedisServer = {
    url: `redis://127.0.0.1:${port}`,
    port,
    async start() {
      child = spawn(
        'redis-server',
        ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
        { cwd: dir, stdio: 'ignore' },
      );
      const failed = new Promise<never>((_, reject) => {
        child!.once('error', (error) =>
          reject(new Error(`redis-server did not start (apt-get install redis-server): ${error}`)),
        );
        child!.once('exit', (code) => reject(new Error(`redis-server exited (code ${code})`)));
      });
      // Handled here too: the exit at stop() later must not be an unhandled rejection.
      failed.catch(() => {});
      await Promise.race([answersPing(port), failed]);
    },
    async stop() {
      const running = child;
      child = null;
      if (!running || running.exitCode !== null) return;
      const gone = new Promise((resolve) => running.once('exit', resolve));
      running.kill('SIGKILL');
      await gone;
    },
  };
  await server.start();
  process.once('exit', () => {
    child?.kill('SIGKILL');
    rmSync(dir, { recursive: true, force: true });
  });
  return server;
}

/** Polls with an inline PING until the server answers PONG (within 10 s). */
async function answersPing(port: number): Promise<void> {
  const deadline = Date.now() + 10_000;
  while (Date.now() < deadline) {
    const pong = await new Promise<boolean>((resolve) => {
      const socket = connect(port, '127.0.0.1');
      socket.once('error', () => resolve(false));
      socket.once('data', (data) => {
        resolve(data.toString().startsWith('+PONG'));
        socket.destroy();
      });
      socket.write('PING\r\n');
    });
    if (pong) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`redis-server on port ${port} did not answer within 10 s`);
}

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}
