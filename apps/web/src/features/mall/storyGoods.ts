// Stories only: the mall pictures the SDK's mock world names under /uploads/mall/ (it has the
// addresses but no files), drawn on the spot: a parcel with a bow on a soft colour, each address
// always the same, so the page stories show goods instead of broken images.
import { http, HttpResponse } from 'msw';

const palettes = [
  ['#fde2e4', '#e11d48', '#fb7185'],
  ['#fef3c7', '#b45309', '#f59e0b'],
  ['#e0e7ff', '#4338ca', '#818cf8'],
  ['#dcfce7', '#15803d', '#4ade80'],
  ['#fae8ff', '#a21caf', '#e879f9'],
] as const;

function hashOf(text: string) {
  let hash = 0x811c9dc5;
  for (const char of text) hash = Math.imul(hash ^ char.charCodeAt(0), 0x01000193) >>> 0;
  return hash;
}

function parcel(path: string) {
  const [background, ribbon, box] = palettes[hashOf(path) % palettes.length]!;
  return new HttpResponse(
    `<svg xmlns="http://www.w3.org/2000/svg" width="400" height="400" viewBox="0 0 400 400">
<rect width="400" height="400" fill="${background}"/>
<circle cx="320" cy="80" r="46" fill="#fff" opacity=".6"/>
<rect x="110" y="170" width="180" height="140" rx="14" fill="${box}"/>
<rect x="96" y="136" width="208" height="46" rx="10" fill="${box}" opacity=".85"/>
<rect x="188" y="136" width="24" height="174" fill="${ribbon}"/>
<path d="M200 136c-26-44-70-34-60-8 6 14 34 14 60 8zm0 0c26-44 70-34 60-8-6 14-34 14-60 8z" fill="${ribbon}"/></svg>`,
    { headers: { 'Content-Type': 'image/svg+xml' } },
  );
}

export const storyGoods = [
  http.get('/uploads/mall/*', ({ request }) => parcel(new URL(request.url).pathname)),
];
