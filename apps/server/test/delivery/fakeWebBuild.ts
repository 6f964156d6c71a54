/**
 * A stand-in for apps/web/dist in a temporary folder, so the delivery tests need no web build:
 * the shell, a hashed script big enough to have its .br and .gz copies (written as the build's
 * precompress plugin writes them), a small stylesheet without copies, an icon, a footer page,
 * the service worker, and the web app's real robots.txt and manifest (apps/web/public).
 */
import { copyFileSync, mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';

const webPublic = path.resolve(import.meta.dirname, '../../../web/public');

export interface FakeWebBuild {
  dir: string;
  /** The shell's text, as served when no compression is accepted. */
  shell: string;
  script: { url: string; text: string };
  style: { url: string; text: string };
}

export function fakeWebBuild(): FakeWebBuild {
  const dir = mkdtempSync(path.join(tmpdir(), 'heartline-web-'));
  const write = (file: string, content: string | Buffer, compressed = false) => {
    mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    writeFileSync(path.join(dir, file), content);
    if (compressed) {
      writeFileSync(path.join(dir, `${file}.br`), brotliCompressSync(content));
      writeFileSync(path.join(dir, `${file}.gz`), gzipSync(content));
    }
  };

  const script = {
    url: '/assets/index-AbCd1234.js',
    text: `const hearts = ${JSON.stringify(Array.from({ length: 400 }, (_, i) => `heart ${i}`))};\nexport default hearts;\n`,
  };
  const style = { url: '/assets/index-Xy_9-zQw.css', text: 'body{margin:0}\n' };
  const shell = `<!doctype html><html lang="en"><head><title>Heartline</title>
<link rel="manifest" href="/manifest.webmanifest" />
<script type="module" crossorigin src="${script.url}"></script>
<link rel="stylesheet" crossorigin href="${style.url}"></head>
<body><div id="root"></div>${'<!-- padding past the 1 kB of a compressed copy -->\n'.repeat(30)}</body></html>
`;
  write('index.html', shell, true);
  write(script.url.slice(1), script.text, true);
  write(style.url.slice(1), style.text);
  write('icons/icon-192.png', Buffer.from('89504e470d0a1a0a', 'hex'));
  write('pages/en/about.html', '<!doctype html><title>About us · Heartline</title>\n');
  write('sw.js', "self.addEventListener('fetch', () => {});\n");
  for (const file of ['robots.txt', 'manifest.webmanifest']) {
    copyFileSync(path.join(webPublic, file), path.join(dir, file));
  }
  return { dir, shell, script, style };
}
