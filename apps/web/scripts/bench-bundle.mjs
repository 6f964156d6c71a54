// `npm run bench:bundle -w @heartline/web`: after a production build, prints the JavaScript the
// first route downloads (gzip, React included) against issue 14's 120 kB target, with the share of
// the vendor chunk (React, the router, i18next: the floor no app change moves), and its style
// sheets; and checks that none of
// those chunks holds the chat SDK (easemob-websdk). Exits 1 when either fails.
//
// "First route" is what a visitor's browser fetches before the first screen is usable: the entry
// chunk with every chunk it imports statically, the route's lazy page modules with theirs, and
// the English `common` (and page) translations. Two first routes exist: /login for a visitor
// without a session, /encounter (the main layout) for a logged-in member.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const dist = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../dist');
const manifest = JSON.parse(readFileSync(path.join(dist, '.vite/manifest.json'), 'utf8'));
const { chunks: modulesOf } = JSON.parse(
  readFileSync(path.join(dist, '.vite/chunk-modules.json'), 'utf8'),
);
const BUDGET_KB = 120;
const FORBIDDEN = /node_modules\/easemob-websdk\//;

const routes = {
  '/login (no session)': ['src/features/login/LoginPage.tsx', 'src/i18n/locales/en/login.json'],
  '/encounter (logged in)': [
    'src/layout/MainLayout.tsx',
    'src/features/encounter/EncounterPage.tsx',
  ],
};
const always = ['index.html', 'src/i18n/locales/en/common.json'];

/** Each chunk file's style sheets. */
const cssOf = new Map(Object.values(manifest).map((entry) => [entry.file, entry.css ?? []]));

/** A manifest entry and every chunk it imports statically, as file names. */
function closure(key, files = new Set()) {
  const entry = manifest[key];
  if (!entry) throw new Error(`${key} is not in the build manifest: was it renamed?`);
  if (files.has(entry.file)) return files;
  files.add(entry.file);
  for (const imported of entry.imports ?? []) closure(imported, files);
  return files;
}

const gzipKb = (file) => gzipSync(readFileSync(path.join(dist, file)), { level: 9 }).length / 1024;

let failed = false;
for (const [route, keys] of Object.entries(routes)) {
  const files = new Set();
  for (const key of [...always, ...keys]) closure(key, files);
  const sizes = [...files]
    .filter((file) => file.endsWith('.js'))
    .map((file) => [file, gzipKb(file)]);
  sizes.sort((a, b) => b[1] - a[1]);
  const total = sizes.reduce((sum, [, kb]) => sum + kb, 0);
  const chat = sizes.filter(([file]) => (modulesOf[file] ?? []).some((id) => FORBIDDEN.test(id)));
  const over = total > BUDGET_KB;
  failed ||= over || chat.length > 0;

  console.log(`\nFirst route ${route}: ${sizes.length} JavaScript chunks`);
  for (const [file, kb] of sizes) console.log(`  ${kb.toFixed(1).padStart(7)} kB  ${file}`);
  const vendor = sizes
    .filter(([file]) => /\/vendor-/.test(file))
    .reduce((sum, [, kb]) => sum + kb, 0);
  const css = [...files].flatMap((file) => cssOf.get(file) ?? []);
  const cssKb = [...new Set(css)].reduce((sum, file) => sum + gzipKb(file), 0);
  console.log(
    `  ${total.toFixed(1).padStart(7)} kB gzip in all (vendor ${vendor.toFixed(1)} kB, app ${(total - vendor).toFixed(1)} kB), target ${BUDGET_KB} kB: ${over ? 'OVER' : 'within'}`,
  );
  console.log(`  ${cssKb.toFixed(1).padStart(7)} kB gzip of styles in ${new Set(css).size} sheets`);
  console.log(
    chat.length
      ? `  easemob-websdk found in: ${chat.map(([file]) => file).join(', ')}`
      : '  easemob-websdk: in none of these chunks',
  );
}

// After the first render the layout logs in to chat: the chat client's chunks (local gateway by
// default) arrive then. Shown for the record; they must not hold the chat SDK either.
const chatClient = new Set();
for (const key of ['../../packages/im/src/index.ts', '../../packages/im/src/local/index.ts']) {
  if (manifest[key]) closure(key, chatClient);
}
const chatKb = [...chatClient].reduce((sum, file) => sum + gzipKb(file), 0);
const chatHasSdk = [...chatClient].some((file) =>
  (modulesOf[file] ?? []).some((id) => FORBIDDEN.test(id)),
);
failed ||= chatHasSdk;
console.log(
  `\nAfter the first render (logged in): the chat client, ${chatKb.toFixed(1)} kB gzip` +
    ` (some chunks shared with the route): ${chatHasSdk ? 'HOLDS easemob-websdk' : 'no easemob-websdk'}`,
);

const easemobChunks = Object.entries(modulesOf)
  .filter(([, ids]) => ids.some((id) => FORBIDDEN.test(id)))
  .map(([file]) => `${file} (${gzipKb(file).toFixed(1)} kB gzip)`);
console.log(
  `\nThe chat SDK lives in: ${easemobChunks.join(', ') || 'no chunk'}, loaded on demand.`,
);
process.exit(failed ? 1 : 0);
