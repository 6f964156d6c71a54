// Stories only: the pictures the mock world names under /uploads/ (album photos, gift icons),
// drawn on the spot, so page stories show covers and gifts instead of broken images. Avatars stay
// unanswered on purpose: the Avatar's initials are what a member without a photo sees.
import { http, HttpResponse } from 'msw';

const palettes = [
  ['#f9a8d4', '#fde68a'],
  ['#a5b4fc', '#f0abfc'],
  ['#99f6e4', '#bfdbfe'],
  ['#fdba74', '#fca5a5'],
  ['#c4b5fd', '#fbcfe8'],
] as const;

function hashOf(text: string) {
  let hash = 0;
  for (const char of text) hash = (hash * 31 + (char.codePointAt(0) ?? 0)) >>> 0;
  return hash;
}

const svg = (body: string) =>
  new HttpResponse(body, { headers: { 'Content-Type': 'image/svg+xml' } });

/** A soft landscape: sky, sun and two hills, in colours picked from the address. */
function photo(path: string) {
  const [from, to] = palettes[hashOf(path) % palettes.length] ?? palettes[0];
  return svg(`<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 400 300">
<defs><linearGradient id="s" x1="0" y1="0" x2="1" y2="1">
<stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs>
<rect width="400" height="300" fill="url(#s)"/><circle cx="300" cy="90" r="38" fill="#fff" opacity=".7"/>
<path d="M0 230 Q100 150 200 220 T400 200 V300 H0Z" fill="#fff" opacity=".45"/>
<path d="M0 260 Q120 210 240 255 T400 245 V300 H0Z" fill="#fff" opacity=".6"/></svg>`);
}

/** A wrapped present with a bow, tinted by the gift. */
function present(path: string) {
  const [from, to] = palettes[hashOf(path) % palettes.length] ?? palettes[0];
  return svg(`<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64">
<rect x="10" y="26" width="44" height="30" rx="4" fill="${from}"/>
<rect x="7" y="18" width="50" height="11" rx="3" fill="${to}"/>
<rect x="29" y="18" width="6" height="38" fill="#e11d48"/>
<path d="M32 18c-6-10-16-8-14-2 1 3 8 3 14 2zm0 0c6-10 16-8 14-2-1 3-8 3-14 2z" fill="#e11d48"/></svg>`);
}

export const storyPictures = [
  http.get('/uploads/album/*', ({ request }) => photo(new URL(request.url).pathname)),
  http.get('/uploads/gifts/*', ({ request }) => present(new URL(request.url).pathname)),
];
