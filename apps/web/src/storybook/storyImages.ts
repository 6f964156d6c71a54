// Stories only: msw answers the /uploads/ pictures of the SDK's mock world (which has addresses
// but no files) with drawn ones, so the page stories show photos and avatars instead of broken
// images. Each address always gets the same picture.
import { http, HttpResponse } from 'msw';

const palettes = [
  ['#ffb199', '#ff6f91', '#ffd36e', '#5b4b8a'],
  ['#a8e6ff', '#4a90c2', '#fff4c2', '#2f5d50'],
  ['#2b2d5c', '#7b5ea7', '#ffe08a', '#1b1e3c'],
  ['#ffe3b3', '#f08a5d', '#fff', '#6a8d5b'],
  ['#c9f0e4', '#47a3a3', '#fffbe6', '#37667a'],
  ['#f6d5f7', '#b57edc', '#fff7d6', '#5c4d7d'],
] as const;

/** FNV-1a: close addresses still get different pictures. */
function hash(text: string) {
  let value = 0x811c9dc5;
  for (const char of text) value = Math.imul(value ^ char.charCodeAt(0), 0x01000193) >>> 0;
  return value;
}

/** A landscape: a sky, a sun or moon, and two lines of hills. */
function scene(seed: number) {
  const [sky, glow, sun, land] = palettes[seed % palettes.length]!;
  const x = 120 + ((seed >>> 8) % 560);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="800" height="800" viewBox="0 0 800 800">
<defs><linearGradient id="s" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${sky}"/><stop offset="1" stop-color="${glow}"/></linearGradient></defs>
<rect width="800" height="800" fill="url(#s)"/><circle cx="${x}" cy="${200 + ((seed >>> 4) % 120)}" r="90" fill="${sun}" opacity=".9"/>
<path d="M0 560 Q200 420 400 540 T800 500 V800 H0Z" fill="${land}" opacity=".75"/>
<path d="M0 650 Q260 560 520 660 T800 630 V800 H0Z" fill="${land}"/></svg>`;
}

/** An avatar: a head and shoulders on a soft colour. */
function portrait(seed: number) {
  const [background, , skin, clothes] = palettes[seed % palettes.length]!;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="200" height="200" viewBox="0 0 200 200">
<rect width="200" height="200" fill="${background}"/><circle cx="100" cy="82" r="38" fill="${skin}"/>
<path d="M30 200 Q30 130 100 128 Q170 130 170 200Z" fill="${clothes}"/></svg>`;
}

/** Put in `parameters.msw.handlers.images`; the preview's `api` handlers stay. */
export const storyImages = [
  http.get('/uploads/*', ({ request }) => {
    const path = new URL(request.url).pathname;
    const seed = hash(path);
    // Selfies (photo verification) are portraits too.
    const face = path.startsWith('/uploads/avatar/') || path.startsWith('/uploads/selfie/');
    const svg = face ? portrait(seed) : scene(seed);
    return new HttpResponse(svg, { headers: { 'Content-Type': 'image/svg+xml' } });
  }),
];

/**
 * /file/upload answering with the chosen file's own name, where the SDK's handler picks a random
 * one: the uploaded photo then looks the same in every run of a screenshot.
 */
export const storyUpload = http.post('/api/file/upload', async ({ request }) => {
  const file = (await request.formData()).get('file') as File;
  return HttpResponse.json({
    code: 200,
    msg: 'success',
    data: {
      url: `/uploads/dynamic/100001/${file.name}`,
      size: file.size,
      width: 96,
      height: 96,
      mimeType: file.type,
    },
  });
});
