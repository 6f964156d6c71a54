import type { HttpHandler } from 'msw';
import { people } from '../fixtures/users';
import { matchLimits, nextUtcMidnight, todayLuck, toEncounterUser } from '../fixtures/match';
import { ok, page, type MockHttp, type MockOptions } from '../http';

/**
 * The home and encounter pages and random matching. Match attempts are the one piece of state:
 * each set of handlers starts the day with every attempt (a normal me has 3) and counts the
 * matches made, so the fourth match of a normal me answers 1201.
 */
export function matchHandlers(http: MockHttp, options: MockOptions): HttpHandler[] {
  const { me } = options;
  const limit = matchLimits[me.vipLevel];
  let used = 0;
  const quota = () => ({ remaining: limit - used, limit, resetTime: nextUtcMidnight() });
  // A man sees other users' photos only with photo permission, which a new mock world lacks.
  const photosVisible = me.gender !== 1;
  const others = people.filter((p) => p.id !== me.id);
  // zh and zh-TW are one language for recommendations.
  const base = (language: string) => language.split('-')[0];
  const sameCommonGround = (p: (typeof people)[number]) =>
    Number(base(p.commonLanguage) === base(me.commonLanguage)) + Number(p.region === me.region);
  const recommended = [...others]
    .sort((a, b) => sameCommonGround(b) - sameCommonGround(a) || b.online - a.online || a.id - b.id)
    .map((p) => toEncounterUser(p, photosVisible));
  const online = others.filter((p) => p.online === 1).map((p) => toEncounterUser(p, photosVisible));

  return [
    http.get('/bump/list', ({ request, response }) => {
      const url = new URL(request.url);
      const luck = todayLuck(me.id, request.headers.get('language'));
      return response(200).json(
        ok({ ...page(recommended, url.searchParams, options.empty), luck }),
      );
    }),

    http.get('/bump/list2', ({ request, response }) => {
      const url = new URL(request.url);
      return response(200).json(
        ok({ ...page(online, url.searchParams, options.empty), match: quota() }),
      );
    }),

    http.post('/bump/matching', ({ response }) => {
      if (used >= limit) {
        return response(400).json({
          code: 1201,
          msg: 'Match attempts used up for today, come back tomorrow',
          data: null,
        });
      }
      // Online users first, a different one for each match today; only verified members when
      // me's privacy setting asks so (the mock keeps no /user/privacy-set change: `me` decides).
      const candidates = [...online, ...recommended.filter((p) => p.online === 0)].filter(
        (p) => me.userSetVo.matchVerifiedOnly === 0 || p.verified === 1,
      );
      const user = candidates[used % candidates.length];
      if (!user || options.empty) {
        return response(404).json({
          code: 1202,
          msg: 'No one is available to match right now',
          data: null,
        });
      }
      used += 1;
      return response(200).json(ok({ ...quota(), user }));
    }),
  ];
}
