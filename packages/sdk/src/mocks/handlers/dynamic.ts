import type { HttpHandler } from 'msw';
import type { Schema } from '../../client/operationTypes';
import {
  commentTranslations,
  commentsHiddenFrom,
  commentsOf,
  dynamicSeeds,
  findComment,
  findDynamicSeed,
  nextCommentId,
  nextDynamicId,
  shapeDynamic,
  userOf,
} from '../fixtures/dynamic';
import { dialogueLanguageCodes } from '../../languages';
import { people, personById, toBrief } from '../fixtures/users';
import { ok, page, type MockHttp, type MockOptions } from '../http';

type Dynamic = Schema<'Dynamic'>;
type LanguageCode = Schema<'DialogueLanguageCode'>;
type UserAccountVo = Schema<'UserAccountVo'>;

const notFound = { code: 404, msg: 'Not found', data: null } as const;
const badRequest = (msg: string) => ({ code: 400, msg, data: null }) as const;
const forbidden = { code: 403, msg: 'You may not do this', data: null } as const;

const isDialogueLanguage = (value: unknown): value is LanguageCode =>
  typeof value === 'string' && (dialogueLanguageCodes as readonly string[]).includes(value);

const isBlank = (text: string) => !/\S/.test(text);

/** A rough guess at a text's language from its script, as the server's detector would answer. */
export function detectLanguage(text: string): LanguageCode | null {
  if (/[\u3040-\u30ff]/.test(text)) return 'ja';
  if (/[\uac00-\ud7af]/.test(text)) return 'ko';
  if (/[\u4e00-\u9fff]/.test(text)) return /[們這個說還點處語時國]/.test(text) ? 'zh-TW' : 'zh';
  if (/[\u0400-\u04ff]/.test(text)) return 'ru';
  if (/[ñ¿¡]/i.test(text)) return 'es';
  if (/[äöüß]/i.test(text)) return 'de';
  if (/[a-z]/i.test(text)) return 'en';
  return null;
}

/**
 * What a translation of `characters` code points takes from a wallet: vipCharacter first, then
 * character, then 1 coin per 100 characters left (rounded up); null when nothing can pay.
 */
export function chargeTranslation(wallet: UserAccountVo, characters: number) {
  const vipCharacter = Math.min(wallet.vipCharacter, characters);
  const character = Math.min(wallet.character, characters - vipCharacter);
  const goldCoin = Math.ceil((characters - vipCharacter - character) / 100);
  if (goldCoin > wallet.goldCoin) return null;
  return {
    charged: { vipCharacter, character, goldCoin },
    userAccountVo: {
      ...wallet,
      vipCharacter: wallet.vipCharacter - vipCharacter,
      character: wallet.character - character,
      goldCoin: wallet.goldCoin - goldCoin,
    },
  };
}

/**
 * Dynamics, likes, comments, pins, burn-after-reading and paid translation, shaped for `me`.
 * Stateless: a change answers its result without changing the fixtures.
 */
export function dynamicHandlers(http: MockHttp, options: MockOptions): HttpHandler[] {
  const { me } = options;
  // A normal me has friends: the first people of the world, as many as userDataVo.friends.
  const friendIds = new Set(people.slice(0, me.userDataVo.friends).map((p) => p.id));
  const all = (): Dynamic[] => dynamicSeeds.map((seed) => shapeDynamic(seed, me));
  const pinnedFirst = (list: Dynamic[]) => [...list].sort((a, b) => b.top - a.top);

  /** Translates and charges, or answers the failure the contract names. */
  const translate = (
    source: { content: string; language: LanguageCode | null },
    toLanguage: unknown,
    known: Partial<Record<LanguageCode, string>> | undefined,
  ) => {
    if (!isDialogueLanguage(toLanguage)) {
      return {
        ok: false,
        status: 400,
        body: badRequest('toLanguage: must be a /system/dialogue code'),
      } as const;
    }
    // Already in that language: refused before anything is charged, in the server's words.
    if (source.language === toLanguage) {
      return {
        ok: false,
        status: 400,
        body: {
          code: 1702,
          msg: 'This text is already in the language you are translating into',
          data: null,
        },
      } as const;
    }
    const characters = [...source.content].length;
    const payment = chargeTranslation(me.userAccountVo, characters);
    if (!payment) {
      return {
        ok: false,
        status: 402,
        body: {
          code: 106,
          msg: 'Insufficient gold coins! Just one coin lets you keep chatting',
          data: null,
        },
      } as const;
    }
    // Without a stored translation the mock answers a marked pseudo-translation, as the
    // server's embedded default does.
    const translation = known?.[toLanguage] ?? `[${toLanguage}] ${source.content}`;
    return { ok: true, data: { translation, toLanguage, characters, ...payment } } as const;
  };

  return [
    http.post('/dynamic/release', async ({ request, response }) => {
      const body = await request.json();
      const content = body.content ?? '';
      const images = body.images ?? [];
      if (isBlank(content) || images.length === 0) {
        return response(400).json({
          code: 1401,
          msg: 'A dynamic needs share content and at least one image',
          data: null,
        });
      }
      if (content.length > 1000 || images.length > 9) {
        return response(400).json(badRequest('content: at most 1000 characters, images: 1 to 9'));
      }
      return response(200).json(
        ok({
          id: nextDynamicId,
          user: toBrief(me),
          content,
          images,
          burnAfterReading: body.burnAfterReading ?? 0,
          burned: 0,
          top: body.top ?? 0,
          likes: 0,
          comments: 0,
          supported: false,
          createTime: new Date().toISOString(),
          language: detectLanguage(content),
        }),
      );
    }),

    http.post('/dynamic/del', async ({ request, response }) => {
      const { id } = await request.json();
      const seed = findDynamicSeed(id);
      if (!seed) return response(404).json(notFound);
      if (seed.authorId !== me.id) return response(403).json(forbidden);
      return response(200).json(ok(null));
    }),

    http.get('/dynamic/dynamic-list', ({ request, query, response }) => {
      const url = new URL(request.url);
      const type = query.get('type') ?? 'square';
      let records: Dynamic[];
      if (type === 'square') {
        records = all();
      } else if (type === 'friends') {
        records = all().filter((d) => d.user.id === me.id || friendIds.has(d.user.id));
      } else if (type === 'mine') {
        records = pinnedFirst(all().filter((d) => d.user.id === me.id));
      } else if (type === 'user') {
        const userId = Number(query.get('userId'));
        if (!query.get('userId') || !Number.isInteger(userId)) {
          return response(400).json(badRequest('userId: required when type is user'));
        }
        if (!personById(userId, me)) return response(404).json(notFound);
        records = pinnedFirst(all().filter((d) => d.user.id === userId));
      } else {
        return response(400).json(badRequest('type: square, friends, mine or user'));
      }
      return response(200).json(ok(page(records, url.searchParams, options.empty)));
    }),

    http.get('/dynamic/dynamic-info', ({ query, response }) => {
      const seed = findDynamicSeed(Number(query.get('id')));
      if (!seed) return response(404).json(notFound);
      return response(200).json(ok(shapeDynamic(seed, me)));
    }),

    http.post('/dynamic/support', async ({ request, response }) => {
      const { id, support } = await request.json();
      const seed = findDynamicSeed(id);
      if (!seed) return response(404).json(notFound);
      const { likes, supported } = shapeDynamic(seed, me);
      const change = Number(support) - Number(supported);
      return response(200).json(
        ok({ supported: support, likes: likes === null ? null : likes + change }),
      );
    }),

    http.get('/dynamic/comment-list', ({ request, query, response }) => {
      const url = new URL(request.url);
      const seed = findDynamicSeed(Number(query.get('dynamicId')));
      if (!seed) return response(404).json(notFound);
      const hidden = commentsHiddenFrom(seed, me);
      const comments = hidden ? [] : commentsOf(seed.id, me);
      return response(200).json(ok({ ...page(comments, url.searchParams, options.empty), hidden }));
    }),

    http.post('/dynamic/comment', async ({ request, response }) => {
      const body = await request.json();
      if (isBlank(body.content) || body.content.length > 1000) {
        return response(400).json(badRequest('content: 1 to 1000 characters, not only spaces'));
      }
      const seed = findDynamicSeed(body.dynamicId);
      if (!seed) return response(404).json(notFound);
      let parentId: number | null = null;
      let replyTo: Schema<'UserBrief'> | null = null;
      if (body.parentId !== undefined) {
        const found = findComment(body.parentId);
        if (!found || found.comment.dynamicId !== seed.id) return response(404).json(notFound);
        parentId = found.comment.id;
        const thread = [found.comment.authorId, ...found.comment.replies.map((r) => r.authorId)];
        if (body.replyToUserId !== undefined) {
          if (!thread.includes(body.replyToUserId)) {
            return response(400).json(
              badRequest('replyToUserId: this user wrote nothing under that comment'),
            );
          }
          replyTo = userOf(body.replyToUserId, me);
        } else if (found.reply) {
          replyTo = userOf(found.reply.authorId, me);
        }
      }
      return response(200).json(
        ok({
          id: nextCommentId,
          dynamicId: seed.id,
          parentId,
          user: toBrief(me),
          replyTo,
          content: body.content,
          createTime: new Date().toISOString(),
          replies: [],
        }),
      );
    }),

    http.post('/dynamic/del-comment', async ({ request, response }) => {
      const { id } = await request.json();
      const found = findComment(id);
      if (!found) return response(404).json(notFound);
      if (found.authorId !== me.id) return response(403).json(forbidden);
      return response(200).json(ok(null));
    }),

    http.post('/dynamic/translate', async ({ request, response }) => {
      if (!request.headers.get('Idempotency-Key')) {
        return response(400).json(badRequest('Idempotency-Key: required'));
      }
      const { id, toLanguage } = await request.json();
      const seed = findDynamicSeed(id);
      if (!seed) return response(404).json(notFound);
      const result = translate(seed, toLanguage, seed.translations);
      if (!result.ok) return response(result.status).json(result.body);
      return response(200).json(ok(result.data));
    }),

    http.post('/dynamic/translate-comment', async ({ request, response }) => {
      if (!request.headers.get('Idempotency-Key')) {
        return response(400).json(badRequest('Idempotency-Key: required'));
      }
      const { id, toLanguage } = await request.json();
      const found = findComment(id);
      const seed = found && findDynamicSeed(found.comment.dynamicId);
      if (!found || !seed || commentsHiddenFrom(seed, me)) return response(404).json(notFound);
      const source = { content: found.content, language: detectLanguage(found.content) };
      const result = translate(source, toLanguage, commentTranslations[id]);
      if (!result.ok) return response(result.status).json(result.body);
      return response(200).json(ok(result.data));
    }),

    http.post('/dynamic/dynamic-top', async ({ request, response }) => {
      const { id, top } = await request.json();
      const seed = findDynamicSeed(id);
      if (!seed) return response(404).json(notFound);
      if (seed.authorId !== me.id) {
        return response(403).json({
          code: 1402,
          msg: 'Only one dynamic can be pinned, and only your own',
          data: null,
        });
      }
      return response(200).json(ok({ id, top }));
    }),

    http.post('/dynamic/burn-recovery', async ({ request, response }) => {
      const { id } = await request.json();
      const seed = findDynamicSeed(id);
      if (!seed) return response(404).json(notFound);
      if (!seed.burnAfterReading) {
        return response(400).json(badRequest('id: this dynamic does not burn after reading'));
      }
      return response(200).json(ok(null));
    }),
  ];
}
