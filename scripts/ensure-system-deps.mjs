// Makes sure the machine has what the tests need beyond npm packages: Debian's Chromium (browser
// tests; no test tool may download its own browser here), the fonts that render Latin and
// Chinese/Japanese/Korean text and colour emoji in screenshots, and Apertium with its English-Spanish pair (the
// server's offline translator), and Redis and nginx (the multi-process tests run three server
// processes behind nginx on one Redis). Installs them with apt-get when running as root on
// Debian; otherwise stops with a message naming what to install. Set HEARTLINE_SKIP_SYSTEM_DEPS=1
// to skip the check (a machine that provides them some other way).
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const needs = [
  { pkg: 'chromium', present: () => existsSync('/usr/bin/chromium') },
  { pkg: 'fonts-liberation', present: () => existsSync('/usr/share/fonts/truetype/liberation') },
  { pkg: 'fonts-noto-cjk', present: () => existsSync('/usr/share/fonts/opentype/noto') },
  // Without a colour emoji font Chromium draws the emoji in names and texts (🌻) as boxes.
  {
    pkg: 'fonts-noto-color-emoji',
    present: () => existsSync('/usr/share/fonts/truetype/noto/NotoColorEmoji.ttf'),
  },
  // The offline English <-> Spanish translator of the server's translation tests.
  { pkg: 'apertium', present: () => onPath('apertium') },
  {
    pkg: 'apertium-eng-spa',
    present: () => existsSync('/usr/share/apertium/modes/eng-spa.mode'),
  },
  { pkg: 'redis-server', present: () => onPath('redis-server') },
  { pkg: 'nginx', present: () => existsSync('/usr/sbin/nginx') },
];

function onPath(command) {
  return (process.env.PATH ?? '').split(':').some((dir) => dir && existsSync(`${dir}/${command}`));
}

if (process.env.HEARTLINE_SKIP_SYSTEM_DEPS === '1') process.exit(0);

const missing = needs.filter((n) => !n.present()).map((n) => n.pkg);
if (missing.length === 0) process.exit(0);

const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
const hasApt = spawnSync('apt-get', ['--version'], { stdio: 'ignore' }).status === 0;
if (!isRoot || !hasApt) {
  console.error(
    `The tests need these system packages: ${missing.join(', ')}.\n` +
      `On Debian or Ubuntu, install them with:\n  sudo apt-get install -y ${missing.join(' ')}\n` +
      'Elsewhere, install Chromium at /usr/bin/chromium, the Liberation, Noto CJK and Noto Color\n' +
      'Emoji fonts, Apertium with its English-Spanish pair (apertium-eng-spa), redis-server and\n' +
      'nginx.',
  );
  process.exit(1);
}

console.log(`Installing system packages the tests need: ${missing.join(', ')}`);
const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
execFileSync('apt-get', ['update', '-q'], { stdio: 'inherit', env });
execFileSync('apt-get', ['install', '-y', '-q', '--no-install-recommends', ...missing], {
  stdio: 'inherit',
  env,
});
