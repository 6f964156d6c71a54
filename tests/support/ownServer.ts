// For a journey that needs a server of its own rather than the shared one: the operator command
// line (apps/server/scripts/operator.ts), which opens the server's database with the server's
// configuration while the server is stopped (PGlite allows one user), and a server started with
// an operator granted by it. Members, API calls and logins go to it through members.ts and
// logIn.ts, given its address.
import { spawn } from 'node:child_process';
import { rmSync } from 'node:fs';
import { registerMember, type Member } from './members';
import { serverEnv, serverFolder, startServer, type RunningServer } from './server';

/**
 * Runs the operator command line (`node scripts/operator.ts <args>` in apps/server, as
 * `npm run operator -w @heartline/server` does) on the data folder, with the server's
 * environment. The server on that folder must be stopped. Resolves to what it printed; rejects
 * with its output when it fails.
 */
export function runOperatorCli(dataDir: string, args: string[]): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['scripts/operator.ts', ...args], {
      cwd: serverFolder,
      env: serverEnv(dataDir),
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.once('error', reject);
    child.once('exit', (code) => {
      if (code === 0) resolve(output);
      else reject(new Error(`operator ${args.join(' ')} exited with ${code}:\n${output}`));
    });
  });
}

/** A server of a journey's own, with an operator registered on it. */
export type ServerWithOperator = {
  server: RunningServer;
  /** A member with the operator role, granted by the real command line. */
  operator: Member;
  /** Stops the server and removes its data folder. */
  stop: () => Promise<void>;
};

/**
 * A server of the journey's own with an operator: started on a fresh data folder (kept), the
 * operator registers as members do, the server stops, the real CLI grants the role on that folder
 * (and lists it), the server starts again on the same database.
 */
export async function startServerWithOperator(nickname: string): Promise<ServerWithOperator> {
  const first = await startServer({ keepData: true });
  const { dataDir } = first;
  try {
    let operator: Member;
    try {
      operator = await registerMember(nickname, {}, first.baseUrl);
    } finally {
      await first.stop();
    }
    const granted = await runOperatorCli(dataDir, ['grant', operator.email]);
    if (!granted.includes(`${operator.email} is now an operator.`)) {
      throw new Error(
        `operator grant ${operator.email} did not say it granted the role:\n${granted}`,
      );
    }
    const listed = await runOperatorCli(dataDir, ['list']);
    if (!listed.includes(operator.email)) {
      throw new Error(`operator list does not name ${operator.email}:\n${listed}`);
    }
    // The same database again; this time the folder goes when the server stops.
    const server = await startServer({ dataDir });
    return { server, operator, stop: () => server.stop() };
  } catch (error) {
    rmSync(dataDir, { recursive: true, force: true });
    throw error;
  }
}
