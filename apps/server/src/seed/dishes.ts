/**
 * Food pictures for the "food" scene: a bowl of noodles, a stack of pancakes or a pizza, on a
 * coloured table cloth, so posts about dumplings, blini or tacos do not all show the same dish.
 */
import type { Random } from './random.ts';

const hsl = (h: number, s: number, l: number) => `hsl(${Math.round(h)},${s}%,${l}%)`;
const garnish = ['#e63946', '#2a9d8f', '#8ab17d', '#e76f51', '#f4a261'];

function noodles(r: Random): string {
  const strands = Array.from(
    { length: 7 },
    (_, i) =>
      `<path d="M${290 + i * 10} ${260 + i * 14} q30 -14 60 0 t60 0 t60 0" fill="none" stroke="#f3d27a" stroke-width="7"/>`,
  );
  const toppings = Array.from(
    { length: 9 },
    () =>
      `<circle cx="${r.int(300, 500)}" cy="${r.int(250, 360)}" r="${r.int(8, 16)}" fill="${r.pick(garnish)}"/>`,
  );
  return `<circle cx="400" cy="310" r="170" fill="${hsl(r.int(10, 40), 70, 45)}"/>${strands.join('')}${toppings.join('')}
<line x1="620" y1="120" x2="700" y2="520" stroke="#5c3d2e" stroke-width="10" stroke-linecap="round"/><line x1="650" y1="110" x2="730" y2="510" stroke="#5c3d2e" stroke-width="10" stroke-linecap="round"/>`;
}

function pancakes(r: Random): string {
  const layers = Array.from({ length: r.int(4, 6) }, (_, i) => {
    const y = 380 - i * 28;
    return `<ellipse cx="400" cy="${y + 8}" rx="150" ry="34" fill="#c47f3d"/><ellipse cx="400" cy="${y}" rx="150" ry="34" fill="#e8b04f"/>`;
  });
  const top = 380 - (layers.length - 1) * 28;
  const berries = Array.from(
    { length: 6 },
    () =>
      `<circle cx="${r.int(350, 450)}" cy="${top - r.int(0, 14)}" r="11" fill="${r.pick(['#4361ee', '#d00000', '#7b2cbf'])}"/>`,
  );
  return `<path d="M340 ${top} q60 -20 120 0 q-10 40 -20 90 q-40 -30 -80 0 q-10 -50 -20 -90z" fill="#8a4b0f" opacity="0.85"/>${layers.reverse().join('')}
<rect x="370" y="${top - 24}" width="36" height="22" rx="4" fill="#fff3b0"/>${berries.join('')}`;
}

function pizza(r: Random): string {
  const slices = [0, 60, 120, 180, 240, 300].map((a) => {
    const rad = (a * Math.PI) / 180;
    return `<line x1="400" y1="310" x2="${(400 + Math.cos(rad) * 160).toFixed(1)}" y2="${(310 + Math.sin(rad) * 160).toFixed(1)}" stroke="#d99a4e" stroke-width="4"/>`;
  });
  const toppings = Array.from({ length: 14 }, () => {
    const a = r.next() * Math.PI * 2;
    const d = r.int(20, 130);
    return `<circle cx="${(400 + Math.cos(a) * d).toFixed(1)}" cy="${(310 + Math.sin(a) * d).toFixed(1)}" r="${r.int(10, 15)}" fill="${r.pick(['#b5172b', '#b5172b', '#386641', '#222'])}"/>`;
  });
  return `<circle cx="400" cy="310" r="175" fill="#e0a458"/><circle cx="400" cy="310" r="155" fill="#d64933"/><circle cx="400" cy="310" r="145" fill="#f6d28b"/>${toppings.join('')}${slices.join('')}`;
}

export function food(r: Random): string {
  const dish = r.pick([noodles, pancakes, pizza]);
  return `<rect width="800" height="600" fill="${hsl(r.int(0, 360), 45, 70)}"/><path d="M0 0 H800 V600 H0Z" fill="none" stroke="#fff" stroke-width="40" opacity="0.3"/>
<circle cx="400" cy="310" r="220" fill="#fafafa"/>${dish(r)}`;
}
