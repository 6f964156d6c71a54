// The server is safe by default: without NODE_ENV it runs in production, where the development
// conveniences (dev mailbox, payments approved without paying, demo people with a published
// password) are off, and a start without real mail and payment providers is refused, naming
// what is missing, before anything is opened or listened on.
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { configVariables, loadConfig, productionRefusals } from '../src/config.ts';

const ready = {
  SMTP_URL: 'smtps://mailer:secret@smtp.example.com:465',
  PAYPAL_CLIENT_ID: 'client-id',
  PAYPAL_CLIENT_SECRET: 'client-secret',
  PAYPAL_ENVIRONMENT: 'live',
  PAYPAL_RETURN_URL: 'https://heartline.example.com/account?tab=coins',
  PAYPAL_CANCEL_URL: 'https://heartline.example.com/account?tab=coins',
  DEEPL_AUTH_KEY: 'deepl-auth-key:fx',
};

const variablesOf = (refusals: string[]) => refusals.map((line) => line.split(':')[0]);

describe('production, the default', () => {
  it('is what an empty environment runs, with every development convenience off', () => {
    const config = loadConfig({});
    expect(config.NODE_ENV).toBe('production');
    expect(config).toMatchObject({
      devMailboxRoute: false,
      paymentEmbedded: false,
      SEED_DEMO: false,
      serviceImPassword: null,
    });
  });

  it('refuses to start without mail, payment and translation providers, naming each variable', () => {
    expect(variablesOf(productionRefusals(loadConfig({})))).toEqual([
      'SMTP_URL',
      'PAYPAL_CLIENT_ID, PAYPAL_CLIENT_SECRET',
      'PAYPAL_RETURN_URL',
      'PAYPAL_CANCEL_URL',
      'TRANSLATOR',
    ]);
  });

  it('sells only translations a real service made: no pseudo-translator, on purpose or by default', () => {
    const { DEEPL_AUTH_KEY: _key, ...withoutService } = ready;
    const refusal = (env: Record<string, string>) =>
      productionRefusals(loadConfig({ ...withoutService, ...env }));
    // auto falls back to the pseudo-translator without DeepL or LibreTranslate.
    expect(refusal({})).toEqual([expect.stringMatching(/^TRANSLATOR: no translation service/)]);
    expect(refusal({ TRANSLATOR: 'pseudo' })).toEqual([
      expect.stringMatching(/^TRANSLATOR: the pseudo-translator/),
    ]);
    expect(refusal({ TRANSLATOR: 'pseudo', DEEPL_AUTH_KEY: 'key' })).toHaveLength(1);
    // A real service, Apertium chosen on purpose, or translation switched off.
    expect(refusal({ LIBRETRANSLATE_URL: 'https://translate.example.com' })).toEqual([]);
    expect(refusal({ DEEPL_AUTH_KEY: 'key' })).toEqual([]);
    expect(refusal({ TRANSLATOR: 'apertium' })).toEqual([]);
    expect(refusal({ TRANSLATOR: 'off' })).toEqual([]);
  });

  it('starts once real providers are configured', () => {
    expect(productionRefusals(loadConfig(ready))).toEqual([]);
  });

  it('refuses a development convenience turned on by hand', () => {
    const config = loadConfig({
      ...ready,
      DEV_MAILBOX_ROUTE: 'true',
      PAYMENT_EMBEDDED: 'true',
      SEED_DEMO: 'true',
    });
    expect(variablesOf(productionRefusals(config))).toEqual([
      'DEV_MAILBOX_ROUTE',
      'PAYMENT_EMBEDDED',
      'SEED_DEMO',
    ]);
  });

  it.each(['development', 'test'])('leaves the embedded set-up to NODE_ENV=%s', (env) => {
    const config = loadConfig({ NODE_ENV: env });
    expect(config).toMatchObject({ devMailboxRoute: true, paymentEmbedded: true, SEED_DEMO: true });
    expect(productionRefusals(config)).toEqual([]);
  });

  it('exits before opening the database when started as it is', () => {
    const data = mkdtempSync(path.join(tmpdir(), 'heartline-production-'));
    const dataDir = path.join(data, 'never');
    try {
      // The environment of a bare `node src/main.ts`: no NODE_ENV (Vitest sets one), nothing else.
      const { NODE_ENV: _mode, ...shell } = process.env;
      const started = spawnSync(process.execPath, ['src/main.ts'], {
        cwd: path.resolve(import.meta.dirname, '..'),
        env: { PATH: shell.PATH, DATA_DIR: dataDir, PORT: '0', HOST: '127.0.0.1' },
        encoding: 'utf8',
        timeout: 30_000,
      });
      expect(started.status).toBe(1);
      expect(started.stderr).toContain('will not start in production');
      expect(started.stderr).toContain('SMTP_URL');
      expect(started.stderr).toContain('PAYPAL_CLIENT_ID');
      expect(existsSync(dataDir)).toBe(false);
    } finally {
      rmSync(data, { recursive: true, force: true });
    }
  });

  it('has a .env.example that names every variable and is a configuration production accepts', () => {
    const example = path.resolve(import.meta.dirname, '../../../.env.example');
    const text = readFileSync(example, 'utf8');
    for (const name of configVariables)
      expect(text, name).toMatch(new RegExp(`^#? ?${name}=`, 'm'));
    // Loaded the way its header says, by a shell, with nothing else in the environment.
    const loaded = execFileSync('bash', ['-c', `set -a; . "${example}"; set +a; env -0`], {
      env: { PATH: process.env.PATH },
      encoding: 'utf8',
    });
    const env = Object.fromEntries(
      loaded
        .split('\0')
        .filter(Boolean)
        .map((entry) => [entry.slice(0, entry.indexOf('=')), entry.slice(entry.indexOf('=') + 1)]),
    );
    expect(productionRefusals(loadConfig(env))).toEqual([]);
  });
});
