/**
 * Apertium, the free rule-based translator Debian packages (`apertium` with `apertium-eng-spa`):
 * English <-> Spanish on this machine, no network and no account, about 0.16 s a call. The text
 * goes in on stdin as plain text (-f txt) and unknown words come back unmarked (-u).
 */
import { spawn } from 'node:child_process';
import { accessSync, constants, existsSync } from 'node:fs';
import path from 'node:path';
import type { ChatLanguage, Translator } from './Translator.ts';
import { UnsupportedPair } from './Translator.ts';

/** The Apertium mode of each pair it translates. */
const modes: Partial<Record<`${ChatLanguage}>${ChatLanguage}`, string>> = {
  'en>es': 'eng-spa',
  'es>en': 'spa-eng',
};

export const APERTIUM_MODES_DIR = '/usr/share/apertium/modes';

/** Whether the `apertium` command and its English-Spanish modes are installed. */
export function apertiumInstalled(modesDir = APERTIUM_MODES_DIR): boolean {
  const onPath = (process.env.PATH ?? '').split(path.delimiter).some((dir) => {
    try {
      accessSync(path.join(dir, 'apertium'), constants.X_OK);
      return true;
    } catch {
      return false;
    }
  });
  return onPath && Object.values(modes).every((m) => existsSync(path.join(modesDir, `${m}.mode`)));
}

export class ApertiumTranslator implements Translator {
  private readonly timeoutMs: number;

  constructor(options: { timeoutMs: number }) {
    this.timeoutMs = options.timeoutMs;
  }

  serviceFor(from: ChatLanguage | null, to: ChatLanguage): string | null {
    return from && modes[`${from}>${to}`] ? 'apertium' : null;
  }

  async translate(text: string, from: ChatLanguage | null, to: ChatLanguage): Promise<string> {
    const mode = from ? modes[`${from}>${to}`] : undefined;
    if (!mode) throw new UnsupportedPair(from, to);
    const output = await runApertium(mode, text, this.timeoutMs);
    // apertium answers an empty output (and exit 0) when it could not read its input.
    if (!output.trim()) throw new Error(`apertium ${mode} gave no output`);
    return output.trim();
  }
}

/**
 * Runs apertium with `input` on its stdin; its stdout, or a rejection on failure or time-out.
 * apertium reads /dev/stdin by name, which cannot be opened on the socket node gives a child as
 * its stdin: `cat` in front turns it into a real pipe. The pipeline runs as its own process group
 * so a time-out kills all of it.
 */
function runApertium(mode: string, input: string, timeoutMs: number): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn('/bin/sh', ['-c', 'cat | exec apertium -u -f txt "$1"', 'sh', mode], {
      detached: true,
      stdio: ['pipe', 'pipe', 'pipe'],
    });
    const out: Buffer[] = [];
    const err: Buffer[] = [];
    let timedOut = false;
    const timer = setTimeout(() => {
      timedOut = true;
      try {
        if (child.pid) process.kill(-child.pid, 'SIGKILL');
      } catch {
        // Already gone.
      }
    }, timeoutMs);
    child.stdout.on('data', (chunk: Buffer) => out.push(chunk));
    child.stderr.on('data', (chunk: Buffer) => err.push(chunk));
    child.on('error', (error) => {
      clearTimeout(timer);
      reject(error);
    });
    child.on('close', (code) => {
      clearTimeout(timer);
      const output = Buffer.concat(out).toString('utf8');
      if (code === 0 && !timedOut) return resolve(output);
      const why = timedOut ? `time-out after ${timeoutMs} ms` : `exit code ${code}`;
      reject(
        new Error(`apertium ${mode} failed: ${why}: ${Buffer.concat(err).toString('utf8').trim()}`),
      );
    });
    // A child that dies before reading its input must not crash the server with EPIPE.
    child.stdin.on('error', () => {});
    child.stdin.end(input, 'utf8');
  });
}
