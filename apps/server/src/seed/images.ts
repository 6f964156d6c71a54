/**
 * The demo world's pictures: a friendly illustrated face for every avatar and scenic pictures for
 * albums and dynamics, drawn as SVG and written through the image storage like uploads are.
 */
import type { ImageStorage } from '../providers/storage/ImageStorage.ts';
import type { Person } from './people.ts';
import { mulberry32, type Random } from './random.ts';
import { sceneSvg, type Scene } from './scenes.ts';

const backgrounds = [
  '#FDE2E4',
  '#E2ECE9',
  '#FFF1E6',
  '#DFE7FD',
  '#F0EFEB',
  '#E8DFF5',
  '#FCE1E4',
  '#D8F3DC',
];
const skins = ['#F9D7C3', '#F1C27D', '#E0AC69', '#C68642', '#8D5524', '#FFDBAC'];
const hairs = [
  '#2C1B18',
  '#4A312C',
  '#724133',
  '#A55728',
  '#D6B370',
  '#5B3A29',
  '#1F1F2E',
  '#C93305',
];
const shirts = ['#E8505B', '#F08A5D', '#6A67CE', '#3FA796', '#E4508F', '#4C9BE8', '#F9B248'];

type HairStyle = 'long' | 'bun' | 'short' | 'curly' | 'buzz';

function hair(style: HairStyle, colour: string): { back: string; front: string } {
  switch (style) {
    case 'long':
      return {
        back: `<path d="M68 120 Q68 50 128 48 Q188 50 188 120 L196 210 Q128 232 60 210 Z" fill="${colour}"/>`,
        front: `<path d="M76 112 Q80 58 128 56 Q176 58 180 112 Q150 84 104 92 Q88 100 76 112 Z" fill="${colour}"/>`,
      };
    case 'bun':
      return {
        back: `<circle cx="128" cy="44" r="26" fill="${colour}"/>`,
        front: `<path d="M78 110 Q80 58 128 56 Q176 58 178 110 Q160 80 128 82 Q96 80 78 110 Z" fill="${colour}"/>`,
      };
    case 'curly': {
      const curls = [
        [80, 98],
        [176, 98],
        [76, 76],
        [98, 60],
        [128, 54],
        [158, 60],
        [180, 76],
      ];
      return {
        back: '',
        front: curls
          .map(([x, y]) => `<circle cx="${x}" cy="${y}" r="20" fill="${colour}"/>`)
          .join(''),
      };
    }
    case 'buzz':
      return {
        back: '',
        front: `<path d="M80 104 Q84 58 128 58 Q172 58 176 104 Q128 86 80 104 Z" fill="${colour}"/>`,
      };
    default:
      return {
        back: '',
        front: `<path d="M76 110 Q74 52 130 54 Q184 58 180 108 Q168 86 140 84 Q110 92 76 110 Z" fill="${colour}"/>`,
      };
  }
}

/** A face made of a few shapes, its colours and hair picked from the person's own random source. */
export function avatarSvg(person: Person, r: Random): string {
  const styles: HairStyle[] =
    person.gender === 0
      ? ['long', 'bun', 'long', 'short', 'curly']
      : person.gender === 1
        ? ['short', 'buzz', 'curly', 'short']
        : ['short', 'curly', 'bun', 'long', 'buzz'];
  const skin = r.pick(skins);
  const { back, front } = hair(r.pick(styles), r.pick(hairs));
  const glasses = r.chance(0.25)
    ? '<g fill="none" stroke="#333" stroke-width="4"><circle cx="106" cy="124" r="16"/><circle cx="150" cy="124" r="16"/><path d="M122 124 h12"/></g>'
    : '';
  const smile = r.pick([
    'M110 150 Q128 166 146 150',
    'M112 152 Q128 160 144 152',
    'M108 148 Q128 172 148 148 Z',
  ]);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="256" height="256" viewBox="0 0 256 256">
<clipPath id="round"><circle cx="128" cy="128" r="128"/></clipPath><g clip-path="url(#round)">
<rect width="256" height="256" fill="${r.pick(backgrounds)}"/>${back}
<path d="M40 256 Q44 196 128 192 Q212 196 216 256 Z" fill="${r.pick(shirts)}"/><rect x="112" y="166" width="32" height="32" fill="${skin}"/>
<ellipse cx="128" cy="122" rx="52" ry="58" fill="${skin}"/>${front}
<ellipse cx="106" cy="124" rx="6" ry="7" fill="#2d2d2d"/><ellipse cx="150" cy="124" rx="6" ry="7" fill="#2d2d2d"/>
<circle cx="96" cy="146" r="9" fill="#f28b82" opacity="0.45"/><circle cx="160" cy="146" r="9" fill="#f28b82" opacity="0.45"/>
<path d="${smile}" fill="${smile.endsWith('Z') ? '#fff' : 'none'}" stroke="#8a3b2e" stroke-width="4" stroke-linecap="round"/>${glasses}</g></svg>`;
}

/** Writes one picture and answers its URL. */
async function put(storage: ImageStorage, key: string, svg: string): Promise<string> {
  return storage.put(key, Buffer.from(svg), 'image/svg+xml');
}

export function storeAvatar(
  storage: ImageStorage,
  account: number,
  person: Person,
): Promise<string> {
  return put(storage, `avatar/${account}/face.svg`, avatarSvg(person, mulberry32(account)));
}

/** Stores a scenic picture under `<folder>/<account>/<name>.svg`, drawn from its own seed. */
export function storeScene(
  storage: ImageStorage,
  folder: 'album' | 'dynamic',
  account: number,
  name: string,
  scene: Scene,
  seed: number,
): Promise<string> {
  return put(storage, `${folder}/${account}/${name}.svg`, sceneSvg(scene, mulberry32(seed)));
}
