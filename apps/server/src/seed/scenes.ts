/**
 * Scenic pictures for albums and dynamics, drawn as SVG from gradients and simple shapes: nothing
 * fetched, no binary files in the repository. The random source varies colours and layout, so no
 * two pictures are the same.
 */
import { food } from './dishes.ts';
import type { Random } from './random.ts';

export const scenes = [
  'sunset',
  'mountains',
  'city',
  'coffee',
  'food',
  'beach',
  'flowers',
  'snow',
  'night',
] as const;
export type Scene = (typeof scenes)[number];

const W = 800;
const H = 600;
const hsl = (h: number, s: number, l: number) => `hsl(${Math.round(h)},${s}%,${l}%)`;

function gradient(id: string, stops: string[], vertical = true): string {
  const end = vertical ? 'x2="0" y2="1"' : 'x2="1" y2="0"';
  const parts = stops.map((c, i) => `<stop offset="${i / (stops.length - 1)}" stop-color="${c}"/>`);
  return `<linearGradient id="${id}" x1="0" y1="0" ${end}>${parts.join('')}</linearGradient>`;
}

/** A ridge of peaks across the picture, from `base` up to about `top`. */
function ridge(r: Random, base: number, top: number, peaks: number): string {
  const step = W / peaks;
  const points = [`0,${H}`, `0,${base}`];
  for (let i = 0; i < peaks; i += 1) {
    points.push(`${Math.round(i * step + step / 2)},${r.int(top, top + (base - top) / 2)}`);
    points.push(`${Math.round((i + 1) * step)},${r.int(base - 40, base)}`);
  }
  points.push(`${W},${H}`);
  return points.join(' ');
}

function sunset(r: Random): string {
  const hue = r.int(0, 40);
  const sunX = r.int(200, 600);
  const stripes = Array.from({ length: 6 }, (_, i) => {
    const w = 160 - i * 22;
    return `<rect x="${sunX - w / 2}" y="${372 + i * 18}" width="${w}" height="5" rx="2" fill="#ffd27a" opacity="${0.7 - i * 0.1}"/>`;
  });
  return `<defs>${gradient('sky', [hsl(260 + hue, 55, 30), hsl(hue + 10, 85, 60), hsl(45, 95, 72)])}${gradient('sea', [hsl(230, 45, 35), hsl(250, 40, 18)])}</defs>
<rect width="${W}" height="${H}" fill="url(#sky)"/><circle cx="${sunX}" cy="360" r="${r.int(60, 90)}" fill="#ffe08a"/>
<rect y="360" width="${W}" height="240" fill="url(#sea)"/>${stripes.join('')}
<path d="M${r.int(80, 300)} 150 q12 -10 24 0 q12 -10 24 0" fill="none" stroke="#3a2340" stroke-width="3"/>`;
}

function mountains(r: Random): string {
  const hue = r.int(190, 230);
  const back = ridge(r, 360, 120, r.int(2, 4));
  // Snow caps: the far ridge turns from white to rock at a fixed height.
  const rock = hsl(hue + 10, 20, 55);
  const snowline = `<linearGradient id="snow" gradientUnits="userSpaceOnUse" x1="0" y1="0" x2="0" y2="${H}"><stop offset="0.3" stop-color="#fdfdfd"/><stop offset="0.3" stop-color="${rock}"/></linearGradient>`;
  return `<defs>${gradient('sky', [hsl(hue, 70, 62), hsl(hue - 10, 60, 88)])}${snowline}</defs>
<rect width="${W}" height="${H}" fill="url(#sky)"/><circle cx="${r.int(520, 720)}" cy="${r.int(80, 140)}" r="40" fill="#fff6d5"/>
<polygon points="${back}" fill="url(#snow)"/>
<polygon points="${ridge(r, 440, 240, r.int(3, 5))}" fill="${hsl(hue + 20, 25, 40)}"/>
<polygon points="${ridge(r, 520, 380, r.int(4, 7))}" fill="${hsl(140, 30, r.int(22, 32))}"/>`;
}

function city(r: Random): string {
  const hue = r.int(220, 270);
  const buildings: string[] = [];
  for (let x = 0; x < W;) {
    const w = r.int(50, 110);
    const h = r.int(140, 380);
    buildings.push(
      `<rect x="${x}" y="${H - h}" width="${w - 4}" height="${h}" fill="${hsl(hue, 25, r.int(12, 22))}"/>`,
    );
    for (let wy = H - h + 16; wy < H - 20; wy += 26) {
      for (let wx = x + 10; wx < x + w - 16; wx += 18) {
        if (r.chance(0.45))
          buildings.push(
            `<rect x="${wx}" y="${wy}" width="8" height="12" fill="#ffd86b" opacity="${r.int(5, 10) / 10}"/>`,
          );
      }
    }
    x += w;
  }
  return `<defs>${gradient('sky', [hsl(hue, 60, 12), hsl(hue + 30, 50, 35), hsl(20, 70, 55)])}</defs>
<rect width="${W}" height="${H}" fill="url(#sky)"/><circle cx="${r.int(100, 700)}" cy="${r.int(60, 130)}" r="28" fill="#f4f1de"/>${buildings.join('')}`;
}

function coffee(r: Random): string {
  const wood = r.int(20, 35);
  const cup = r.pick(['#ffffff', '#f4d35e', '#9ad1d4', '#f28482', '#e9edc9']);
  return `<defs>${gradient('table', [hsl(wood, 45, 45), hsl(wood, 50, 30)])}</defs>
<rect width="${W}" height="${H}" fill="url(#table)"/><ellipse cx="400" cy="400" rx="230" ry="70" fill="#f7f7f2"/>
<path d="M250 250 L550 250 L520 420 Q400 460 280 420 Z" fill="${cup}"/>
<path d="M545 280 q70 10 50 70 q-15 35 -60 40" fill="none" stroke="${cup}" stroke-width="22"/>
<ellipse cx="400" cy="250" rx="150" ry="40" fill="#6f3b1e"/><ellipse cx="400" cy="252" rx="120" ry="30" fill="#b07a4f"/>
<path d="M400 275 c-40 -25 -50 -45 -20 -50 c12 -2 20 8 20 16 c0 -8 8 -18 20 -16 c30 5 20 25 -20 50z" fill="#f5e6d3"/>
${[330, 400, 470].map((x) => `<path d="M${x} 190 q-20 -30 0 -60 q20 -30 0 -60" fill="none" stroke="#fff" stroke-width="6" opacity="0.5" stroke-linecap="round"/>`).join('')}`;
}

function beach(r: Random): string {
  const sea = r.int(175, 200);
  const umbrella = r.pick(['#e63946', '#f4a261', '#2a9d8f', '#9b5de5']);
  return `<defs>${gradient('sky', [hsl(200, 80, 65), hsl(195, 80, 88)])}${gradient('sea', [hsl(sea, 70, 45), hsl(sea, 60, 65)])}</defs>
<rect width="${W}" height="${H}" fill="url(#sky)"/><circle cx="${r.int(100, 700)}" cy="90" r="45" fill="#fff3b0"/>
<rect y="280" width="${W}" height="160" fill="url(#sea)"/>
<path d="M0 430 q100 -25 200 0 t200 0 t200 0 t200 0 V${H} H0Z" fill="#f2dcb3"/>
<path d="M0 440 q100 -25 200 0 t200 0 t200 0 t200 0" fill="none" stroke="#fff" stroke-width="6" opacity="0.8"/>
<line x1="${r.int(450, 650)}" y1="360" x2="${r.int(450, 650)}" y2="540" stroke="#6b4f3a" stroke-width="6"/>
<path d="M430 380 Q560 280 690 380 Z" fill="${umbrella}"/>`;
}

function flowers(r: Random): string {
  const blooms = Array.from({ length: 14 }, () => {
    const x = r.int(40, 760);
    const y = r.int(260, 540);
    const s = r.int(14, 26);
    const colour = hsl(r.pick([340, 0, 45, 280, 20, 200]), 75, r.int(55, 70));
    const petals = [0, 72, 144, 216, 288].map((a) => {
      const rad = (a * Math.PI) / 180;
      return `<circle cx="${(x + Math.cos(rad) * s).toFixed(1)}" cy="${(y + Math.sin(rad) * s).toFixed(1)}" r="${s * 0.75}" fill="${colour}"/>`;
    });
    return `<line x1="${x}" y1="${y}" x2="${x}" y2="${H}" stroke="#3a7d44" stroke-width="4"/>${petals.join('')}<circle cx="${x}" cy="${y}" r="${s * 0.5}" fill="#ffd23f"/>`;
  });
  return `<defs>${gradient('sky', [hsl(r.int(190, 210), 70, 80), '#fdf6e3'])}</defs>
<rect width="${W}" height="${H}" fill="url(#sky)"/><path d="M0 300 q200 -60 400 0 t400 0 V${H} H0Z" fill="#7fb069"/>${blooms.join('')}`;
}

function snow(r: Random): string {
  const trees = Array.from({ length: 7 }, () => {
    const x = r.int(20, 780);
    const y = r.int(330, 470);
    const h = r.int(90, 150);
    return `<rect x="${x - 5}" y="${y + h - 10}" width="10" height="24" fill="#5b4636"/><polygon points="${x},${y} ${x - h / 3},${y + h} ${x + h / 3},${y + h}" fill="${hsl(150, 35, r.int(20, 32))}"/><polygon points="${x},${y} ${x - h / 8},${y + h / 3} ${x + h / 8},${y + h / 3}" fill="#fff"/>`;
  });
  const flakes = Array.from(
    { length: 60 },
    () =>
      `<circle cx="${r.int(0, W)}" cy="${r.int(0, H)}" r="${r.int(2, 5)}" fill="#fff" opacity="0.9"/>`,
  );
  return `<defs>${gradient('sky', [hsl(r.int(200, 220), 30, 70), '#eef3f7'])}</defs>
<rect width="${W}" height="${H}" fill="url(#sky)"/><path d="M0 380 q200 -80 400 -10 t400 -20 V${H} H0Z" fill="#f8fbff"/>
<path d="M0 470 q250 -50 500 0 t300 -10 V${H} H0Z" fill="#e3ecf5"/>${trees.join('')}${flakes.join('')}`;
}

function night(r: Random): string {
  const stars = Array.from(
    { length: 90 },
    () =>
      `<circle cx="${r.int(0, W)}" cy="${r.int(0, 420)}" r="${r.int(1, 3)}" fill="#fff" opacity="${r.int(4, 10) / 10}"/>`,
  );
  const moonX = r.int(120, 680);
  return `<defs>${gradient('sky', [hsl(r.int(225, 260), 60, 8), hsl(250, 45, 28)])}</defs>
<rect width="${W}" height="${H}" fill="url(#sky)"/>${stars.join('')}
<circle cx="${moonX}" cy="120" r="50" fill="#fdf3c4"/><circle cx="${moonX + 22}" cy="105" r="46" fill="${hsl(240, 55, 12)}"/>
<polygon points="${ridge(r, 470, 330, 5)}" fill="#141428"/><polygon points="${ridge(r, 540, 440, 7)}" fill="#0b0b18"/>`;
}

const painters: Record<Scene, (r: Random) => string> = {
  sunset,
  mountains,
  city,
  coffee,
  food,
  beach,
  flowers,
  snow,
  night,
};

/** A finished SVG picture of the scene. */
export function sceneSvg(scene: Scene, r: Random): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}">${painters[scene](r)}</svg>`;
}
