import type { HttpHandler } from 'msw';
import type { Schema } from '../../client/operationTypes';
import { dialogueLanguageCodes, interfaceLanguageCodes } from '../../languages';
import { heights, hobbyIds, regionCodes, weights } from '../fixtures/system';
import {
  blockList,
  fixtureNow,
  followList,
  followingOf,
  profileAsSeenBy,
  visitorRecords,
  visitsToday,
} from '../fixtures/user';
import { people, toBrief } from '../fixtures/users';
import { ok, page, type MockHttp, type MockOptions } from '../http';

const invalid = (msg: string) => ({ code: 400, msg, data: null }) as const;
const notFound = { code: 404, msg: 'This user does not exist', data: null } as const;

/** A profile id from the query: null when absent, NaN when not a positive integer. */
function userIdParam(request: Request): number | null {
  const raw = new URL(request.url).searchParams.get('userId');
  if (raw === null) return null;
  return /^[1-9][0-9]*$/.test(raw) ? Number(raw) : Number.NaN;
}

/** Whole years between a birthday and the mock world's today. */
function ageOn(birthday: string): number {
  const born = new Date(`${birthday}T00:00:00.000Z`);
  const now = new Date(fixtureNow);
  const age = now.getUTCFullYear() - born.getUTCFullYear();
  const beforeBirthday =
    now.getUTCMonth() < born.getUTCMonth() ||
    (now.getUTCMonth() === born.getUTCMonth() && now.getUTCDate() < born.getUTCDate());
  return beforeBirthday ? age - 1 : age;
}

/** What is wrong with a profile edit, in the contract's words, or null when it is fine. */
function editProblem(body: Schema<'InfoEditRequest'>): string | null {
  if (Object.keys(body).length === 0) return 'Send at least one field to change';
  if (body.nickname !== undefined && (!body.nickname.trim() || body.nickname.length > 50)) {
    return 'nickname: must be 1 to 50 characters and not blank';
  }
  if (body.occupation !== undefined && (!body.occupation.trim() || body.occupation.length > 50)) {
    return 'occupation: must be 1 to 50 characters and not blank';
  }
  if (body.hobby !== undefined) {
    const ids = body.hobby.split(',').map(Number);
    if (ids.length < 1 || ids.length > 3 || !ids.every((id) => hobbyIds.includes(id))) {
      return 'hobby: one to three hobbies from the list';
    }
  }
  if (body.region !== undefined && !regionCodes.includes(body.region)) {
    return 'region: must be a code from /system/region';
  }
  if (body.commonLanguage !== undefined && !dialogueLanguageCodes.includes(body.commonLanguage)) {
    return 'commonLanguage: must be a code from /system/dialogue';
  }
  if (body.height !== undefined && !heights.includes(body.height)) {
    return 'height: must be one of /system/height';
  }
  if (body.weight !== undefined && !weights.includes(body.weight)) {
    return 'weight: must be one of /system/weight';
  }
  if (
    body.birthday !== undefined &&
    !(body.birthday > '1900-01-01' && Date.parse(body.birthday) < fixtureNow)
  ) {
    return 'birthday: must be a past date after 1900-01-01';
  }
  return null;
}

/**
 * Profiles, privacy, language, follows, visitors and search, for the logged-in `options.me`.
 * Unknown profile ids answer 404; following oneself 1104; searching one's own account 1102.
 */
export function userHandlers(http: MockHttp, options: MockOptions): HttpHandler[] {
  const { me } = options;
  return [
    http.post('/user/info-edit', async ({ request, response }) => {
      const body = await request.json();
      const problem = editProblem(body);
      if (problem) return response(400).json(invalid(problem));
      const updated: Schema<'UserInfo'> = {
        ...me,
        ...body,
        age: body.birthday === undefined ? me.age : ageOn(body.birthday),
      };
      return response(200).json(ok(updated));
    }),

    http.get('/user/info', ({ request, response }) => {
      const userId = userIdParam(request) ?? me.id;
      if (Number.isNaN(userId)) return response(400).json(invalid('userId: must be a profile id'));
      const userVo = profileAsSeenBy(me, userId);
      if (!userVo) return response(404).json(notFound);
      return response(200).json(ok({ userVo }));
    }),

    http.post('/user/privacy-set', async ({ request, response }) => {
      const body = await request.json();
      if (Object.keys(body).length === 0) {
        return response(400).json(invalid('Send at least one setting to change'));
      }
      // Every privacy setting is a 0/1 flag; the server refuses anything else the same way.
      const wrong = Object.entries(body).find(([, value]) => value !== 0 && value !== 1);
      if (wrong) return response(400).json(invalid(`${wrong[0]} must be 0 or 1`));
      return response(200).json(ok({ ...me.userSetVo, ...body }));
    }),

    http.post('/user/language-edit', async ({ request, response }) => {
      const body = await request.json();
      if (!(interfaceLanguageCodes as readonly string[]).includes(body.language)) {
        return response(400).json({
          code: 1103,
          msg: 'This language is not supported',
          data: null,
        });
      }
      return response(200).json(ok(null));
    }),

    http.post('/user/follow', async ({ request, response }) => {
      const body = await request.json();
      if (body.userId === me.id) {
        return response(400).json({ code: 1104, msg: 'You cannot follow yourself', data: null });
      }
      const target = profileAsSeenBy(me, body.userId);
      if (!target) return response(404).json(notFound);
      const wasFollowing = followingOf(me).includes(body.userId);
      const fans = target.userDataVo.fans + (body.follow ? 1 : 0) - (wasFollowing ? 1 : 0);
      return response(200).json(ok({ isFollow: body.follow ? 1 : 0, fans }));
    }),

    http.get('/user/follow-list', ({ request, query, response }) => {
      const type = query.get('type');
      if (type !== 'fans' && type !== 'follow') {
        return response(400).json(invalid('type: must be fans or follow'));
      }
      const userId = userIdParam(request) ?? me.id;
      if (Number.isNaN(userId)) return response(400).json(invalid('userId: must be a profile id'));
      if (!profileAsSeenBy(me, userId)) return response(404).json(notFound);
      const records = followList(me, userId, type);
      return response(200).json(
        ok(page(records, new URL(request.url).searchParams, options.empty)),
      );
    }),

    http.post('/user/block', async ({ request, response }) => {
      const body = await request.json();
      if (body.userId === me.id) {
        return response(400).json({ code: 1104, msg: 'You cannot block yourself', data: null });
      }
      if (!profileAsSeenBy(me, body.userId)) return response(404).json(notFound);
      return response(200).json(ok({ userId: body.userId, isBlock: body.block ? 1 : 0 }));
    }),

    http.get('/user/block-list', ({ request, response }) =>
      response(200).json(ok(page(blockList(me), new URL(request.url).searchParams, options.empty))),
    ),

    http.get('/user/visitor-num', ({ response }) => {
      const records = options.empty ? [] : visitorRecords(me);
      return response(200).json(ok({ total: records.length, today: visitsToday(records) }));
    }),

    http.get('/user/visitor-record', ({ request, response }) =>
      response(200).json(
        ok(page(visitorRecords(me), new URL(request.url).searchParams, options.empty)),
      ),
    ),

    http.get('/user/search', ({ request, response }) => {
      const content = new URL(request.url).searchParams.get('content') ?? '';
      if (!/^[0-9]{6,10}$/.test(content)) {
        return response(400).json(invalid('content: must be a numeric account of 6 to 10 digits'));
      }
      if (Number(content) === me.account) {
        return response(400).json({
          code: 1102,
          msg: 'Do not search your own account',
          data: null,
        });
      }
      const list = people
        .filter((p) => p.account === Number(content))
        .map(({ id, account, nickname, avatar }) => ({ id, account, nickname, avatar }));
      return response(200).json(ok({ total: list.length, list }));
    }),

    http.post('/user/by-im-accounts', async ({ request, response }) => {
      const { imAccounts } = await request.json();
      if (imAccounts.length < 1 || imAccounts.length > 100) {
        return response(400).json(invalid('imAccounts: 1 to 100 IM accounts'));
      }
      if (new Set(imAccounts).size !== imAccounts.length) {
        return response(400).json(invalid('imAccounts: must be distinct'));
      }
      const everyone = [toBrief(me), ...people];
      const found = imAccounts.flatMap((im) => everyone.filter((u) => u.imAccount === im));
      return response(200).json(ok(found));
    }),
  ];
}
