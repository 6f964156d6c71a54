/**
 * The demo world's people, album photos and dynamics as rows, planned in memory before anything
 * is written: times are relative to `now`, choices come from the seeded random source.
 * Pictures are planned here (scene and seed) and drawn by seedDemo.
 */
import type { Insertable } from 'kysely';
import type { UsersTable } from '../db/tables.ts';
import { DEMO_ID, people, type Person } from './people.ts';
import { posts } from './posts.ts';
import type { Random } from './random.ts';
import { scenes, type Scene } from './scenes.ts';

export const ACCOUNT_BASE = 100000;
export const MINUTE = 60_000;
export const HOUR = 60 * MINUTE;
export const DAY = 24 * HOUR;

export interface PlannedPicture {
  folder: 'album' | 'dynamic';
  account: number;
  name: string;
  scene: Scene;
  seed: number;
}

export interface PlannedDynamic {
  id: number;
  user_id: number;
  content: string;
  language: string;
  pictures: PlannedPicture[];
  burn_after_reading: number;
  top: number;
  created_at: Date;
}

export type PlannedUser = Omit<Insertable<UsersTable>, 'avatar' | 'password_hash' | 'im_password'>;

/** Each person's profile id (1, 2, ...). */
export const idOf = (index: number) => index + 1;
export const accountOf = (userId: number) => ACCOUNT_BASE + userId;

/** A birthday on which the person is exactly `age` today. */
function birthdayFor(age: number, now: Date, r: Random): string {
  const month = r.int(1, 12);
  const day = r.int(1, 28);
  const today = (now.getUTCMonth() + 1) * 100 + now.getUTCDate();
  const year = now.getUTCFullYear() - age - (month * 100 + day > today ? 1 : 0);
  return `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

export function planUsers(now: Date, r: Random): PlannedUser[] {
  // About half are online (seen within the last five minutes); the demo logins always are.
  const online = new Set([
    DEMO_ID,
    2,
    3,
    4,
    ...r.sample(people.map((_, i) => idOf(i)).slice(4), 11),
  ]);
  return people.map((person: Person, index) => {
    const id = idOf(index);
    const account = accountOf(id);
    const member = person.level > 0;
    return {
      id,
      account,
      email: person.email ?? `${account}@demo.heartline.app`,
      nickname: person.nickname,
      gender: person.gender,
      birthday: birthdayFor(person.age, now, r),
      height: person.height,
      weight: person.weight,
      occupation: person.occupation,
      hobby: person.hobby,
      signature: person.signature,
      introduction: person.introduction,
      region: person.region,
      common_language: person.speaks,
      language: person.language,
      vip_level: person.level,
      vip_expire_time: member ? new Date(now.getTime() + r.int(60, 150) * DAY) : null,
      im_account: `u${account}`,
      // Men pay to message and to send burn-after-reading pictures, as registration sets it.
      is_pay_msg: person.gender === 1 ? 1 : 0,
      is_burn_pay_msg: person.gender === 1 ? 1 : 0,
      add_friend_mode: id === DEMO_ID || r.chance(0.7) ? 1 : 0,
      show_likes: id > 4 && r.chance(0.1) ? 1 : 0,
      show_comments: id > 4 && r.chance(0.1) ? 1 : 0,
      // A third of the others passed photo verification a week ago (no draw from `r`, so the
      // rest of the world stays as it was).
      verified_at: id !== DEMO_ID && id % 3 === 0 ? new Date(now.getTime() - 7 * DAY) : null,
      // Wallets (coins, characters, free gifts, blurred-picture views) start empty: walletSeed
      // credits the opening balances through the ledger.
      last_active_at: online.has(id)
        ? new Date(now.getTime() - r.int(5, 240) * 1000)
        : new Date(now.getTime() - r.int(1, 30) * HOUR - r.int(0, 59) * MINUTE),
      created_at: new Date(now.getTime() - (id === DEMO_ID ? 60 : r.int(45, 300)) * DAY),
    };
  });
}

export interface PlannedAlbumPhoto {
  user_id: number;
  picture: PlannedPicture;
  created_at: Date;
}

/** Two to six album photos a person. */
export function planAlbums(now: Date, r: Random): PlannedAlbumPhoto[] {
  return people.flatMap((_, index) => {
    const userId = idOf(index);
    return Array.from({ length: r.int(2, 6) }, (_, n) => ({
      user_id: userId,
      picture: {
        folder: 'album' as const,
        account: accountOf(userId),
        name: `photo-${n + 1}`,
        scene: r.pick(scenes),
        seed: accountOf(userId) * 100 + n,
      },
      created_at: new Date(now.getTime() - r.int(1, 19) * DAY - r.int(0, 23) * HOUR),
    }));
  });
}

/** Profile ids that pin a dynamic (their oldest), so profile pages show the pinned order. */
const PINNERS = new Set([DEMO_ID, 12, 17]);
/** How many dynamics of other people burn after reading. */
const BURNERS = 4;

/** The posts of posts.ts, round each language's writers, over the last two weeks. */
export function planDynamics(now: Date, r: Random): PlannedDynamic[] {
  const drafts = Object.entries(posts).flatMap(([language, list]) => {
    const writers = people.flatMap((p, i) => (p.speaks === language ? [idOf(i)] : []));
    return list.map((post, n) => {
      const userId = writers[n % writers.length] as number;
      const extra = r.int(0, 3);
      return {
        user_id: userId,
        content: post.text,
        language,
        scenes: [post.scene, ...Array.from({ length: extra }, () => r.pick(scenes))],
        created_at: new Date(now.getTime() - r.int(20, 14 * 24 * 60) * MINUTE),
      };
    });
  });
  // Ids rise with time, as if posted one after another.
  drafts.sort((a, b) => a.created_at.getTime() - b.created_at.getTime());
  const burners = new Set(
    r.sample(
      drafts.flatMap((d, i) => (d.user_id !== DEMO_ID ? [i] : [])),
      BURNERS,
    ),
  );
  const pinned = new Set<number>();
  return drafts.map((draft, index) => {
    const id = index + 1;
    const account = accountOf(draft.user_id);
    const top = PINNERS.has(draft.user_id) && !pinned.has(draft.user_id) ? 1 : 0;
    if (top) pinned.add(draft.user_id);
    return {
      id,
      user_id: draft.user_id,
      content: draft.content,
      language: draft.language,
      pictures: draft.scenes.map((scene, n) => ({
        folder: 'dynamic' as const,
        account,
        name: `${id}-${n + 1}`,
        scene,
        seed: id * 10 + n + 7,
      })),
      burn_after_reading: burners.has(index) ? 1 : 0,
      top,
      created_at: draft.created_at,
    };
  });
}
