/**
 * Who knows whom in the demo world: follows, friendships, friend requests and profile visits.
 * The demo login's circle is fixed so the README can describe it (about 12 fans, 8 follows,
 * 6 friends, 4 pending requests); everyone else's is drawn from the random source.
 */
import { requestNotes } from './chatter.ts';
import { DEMO_ID, MAN_ID, people, SVIP_ID, VIP_ID } from './people.ts';
import type { Random } from './random.ts';
import { DAY, HOUR, idOf, MINUTE } from './world.ts';

const DEMO_FOLLOWS = [2, 3, 5, 6, 10, 11, 14, 27];
const DEMO_FANS = [2, 4, 5, 6, 7, 9, 11, 13, 16, 17, 19, 28];
/** The demo login's friends, with the remark names she gave some of them. */
const DEMO_FRIENDS: [number, string | null][] = [
  [VIP_ID, 'Emma 英语老师'],
  [5, null],
  [6, '陽菜（东京）'],
  [7, null],
  [10, '怡君'],
  [11, '浩然哥'],
];
const OTHER_FRIENDS: [number, number][] = [
  [VIP_ID, SVIP_ID],
  [VIP_ID, 8],
  [VIP_ID, 21],
  [VIP_ID, 23],
  [SVIP_ID, 9],
  [SVIP_ID, 12],
  [SVIP_ID, 13],
  [SVIP_ID, 17],
  [MAN_ID, 5],
  [MAN_ID, 8],
  [MAN_ID, 16],
  [MAN_ID, 19],
  [MAN_ID, 23],
];
/** Requests waiting for the demo login: [from, hours ago]. */
const PENDING_TO_DEMO: [number, number][] = [
  [9, 3],
  [14, 20],
  [18, 30],
  [29, 52],
];

export const speaks = (userId: number) => people[userId - 1]!.speaks;
const everyone = people.map((_, i) => idOf(i));

export interface Social {
  follows: { follower_id: number; followee_id: number; created_at: Date }[];
  friendships: {
    user_id: number;
    friend_id: number;
    remark_name: string | null;
    created_at: Date;
  }[];
  requests: {
    from_id: number;
    to_id: number;
    note: string;
    state: number;
    created_at: Date;
    handled_at: Date | null;
  }[];
  visits: { visitor_id: number; visited_id: number; day: string; visited_at: Date }[];
  /** Men who paid to see a friend's album (decisions.md "Photo permission"). */
  photoPermissions: { payer_id: number; owner_id: number; created_at: Date }[];
}

export function planSocial(now: Date, r: Random): Social {
  const at = (msAgo: number) => new Date(now.getTime() - msAgo);
  const social: Social = {
    follows: [],
    friendships: [],
    requests: [],
    visits: [],
    photoPermissions: [],
  };

  const followed = new Set<string>();
  const follow = (from: number, to: number) => {
    if (from === to || followed.has(`${from}>${to}`)) return;
    followed.add(`${from}>${to}`);
    social.follows.push({
      follower_id: from,
      followee_id: to,
      created_at: at(r.int(1, 19 * 24) * HOUR),
    });
  };
  for (const to of DEMO_FOLLOWS) follow(DEMO_ID, to);
  for (const from of DEMO_FANS) follow(from, DEMO_ID);
  // Everyone else follows a few people, never the demo login (her fans are the list above).
  for (const from of everyone.filter((id) => id !== DEMO_ID)) {
    for (const to of r.sample(everyone.slice(1), r.int(3, 7))) follow(from, to);
  }

  const befriend = (a: number, b: number, remarkA: string | null, remarkB: string | null) => {
    const since = at(r.int(2, 40) * DAY);
    social.friendships.push({ user_id: a, friend_id: b, remark_name: remarkA, created_at: since });
    social.friendships.push({ user_id: b, friend_id: a, remark_name: remarkB, created_at: since });
    social.requests.push({
      from_id: b,
      to_id: a,
      note: requestNotes[speaks(b)],
      state: 1,
      created_at: new Date(since.getTime() - r.int(10, 600) * MINUTE),
      handled_at: since,
    });
    if (people[a - 1]!.gender === 1 && r.chance(0.6)) {
      social.photoPermissions.push({ payer_id: a, owner_id: b, created_at: since });
    }
  };
  for (const [friend, remark] of DEMO_FRIENDS) {
    befriend(DEMO_ID, friend, remark, friend === VIP_ID ? 'Xiaoyu 🌸' : null);
  }
  for (const [a, b] of OTHER_FRIENDS) befriend(a, b, null, null);

  for (const [from, hoursAgo] of PENDING_TO_DEMO) {
    const created = at(hoursAgo * HOUR + r.int(0, 59) * MINUTE);
    social.requests.push({
      from_id: from,
      to_id: DEMO_ID,
      note: requestNotes[speaks(from)],
      state: 0,
      created_at: created,
      handled_at: null,
    });
  }
  // One the demo login sent herself and one she refused, so both lists have history.
  social.requests.push({
    from_id: DEMO_ID,
    to_id: SVIP_ID,
    note: '你好，想和你练习英语，可以加个好友吗？',
    state: 0,
    created_at: at(5 * HOUR),
    handled_at: null,
  });
  social.requests.push({
    from_id: 30,
    to_id: DEMO_ID,
    note: requestNotes[speaks(30)],
    state: 2,
    created_at: at(6 * DAY),
    handled_at: at(5 * DAY),
  });

  // Profile visits: one per visitor per UTC day; the demo login gets a steady trickle.
  const seen = new Set<string>();
  const visit = (visitor: number, visited: number, msAgo: number) => {
    const visitedAt = at(msAgo);
    const day = visitedAt.toISOString().slice(0, 10);
    if (visitor === visited || seen.has(`${visitor}>${visited}@${day}`)) return;
    seen.add(`${visitor}>${visited}@${day}`);
    social.visits.push({ visitor_id: visitor, visited_id: visited, day, visited_at: visitedAt });
  };
  for (let d = 0; d < 8; d += 1) {
    for (const visitor of r.sample(everyone.slice(1), r.int(2, 5))) {
      visit(visitor, DEMO_ID, d * DAY + r.int(3, 600) * MINUTE);
    }
  }
  for (const visited of everyone.slice(1)) {
    for (let n = r.int(0, 4); n > 0; n -= 1) {
      visit(r.pick(everyone), visited, r.int(1, 7 * 24) * HOUR);
    }
  }
  return social;
}
