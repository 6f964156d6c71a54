import type { HttpHandler } from 'msw';
import {
  chargeTranslation,
  chatLanguageOf,
  countCharacters,
  interfaceLanguage,
  isChatLanguage,
  translate,
  translateRecordId,
  translationPackages,
} from '../fixtures/translation';
import { people } from '../fixtures/users';
import { ok, type MockHttp, type MockOptions } from '../http';
import { insufficientCoins, payOnce, refusal } from './wallet';

const nothingToPayWith = () =>
  refusal(106, 'Insufficient gold coins! Just one coin lets you keep chatting');

export function translationHandlers(http: MockHttp, options: MockOptions): HttpHandler[] {
  const isUser = (imAccount: string) =>
    imAccount === options.me.imAccount || people.some((p) => p.imAccount === imAccount);

  return [
    http.get('/translate/availability', ({ response }) =>
      response(200).json(ok({ available: true })),
    ),

    http.get('/translate/list', ({ response }) => response(200).json(ok(translationPackages))),

    http.post('/translate/recharge', async ({ request, response }) => {
      const body = await request.json();
      return payOnce(options, request, body, response, () => {
        const pkg = translationPackages.find((p) => p.id === body.packageId);
        if (!pkg) return response(404).json(refusal(404, 'Translation package not found'));
        const wallet = options.me.userAccountVo;
        if (pkg.goldCoin > wallet.goldCoin) return response(402).json(insufficientCoins());
        return response(200).json(
          ok({
            recordId: 5300 + pkg.id,
            characters: pkg.characters,
            character: wallet.character + pkg.characters,
            vipCharacter: wallet.vipCharacter,
            goldCoin: wallet.goldCoin - pkg.goldCoin,
          }),
        );
      });
    }),

    http.post('/translate/message', async ({ request, response }) => {
      const body = await request.json();
      return payOnce(options, request, body, response, () => {
        const characters = countCharacters(body.message ?? '');
        if (characters === 0) return response(400).json(refusal(400, 'message: must not be blank'));
        if (!isChatLanguage(body.toLanguage)) {
          return response(400).json(refusal(1702, 'This language pair cannot be translated'));
        }
        if (!isUser(body.toUserImAccount))
          return response(404).json(refusal(404, 'User not found'));
        const charge = chargeTranslation(options.me.userAccountVo, characters);
        if (!charge) return response(402).json(nothingToPayWith());
        return response(200).json(
          ok({
            translation: translate(body.message, body.toLanguage),
            translateRecordId: translateRecordId(body.message, body.toLanguage),
            characters,
            charged: charge.charged,
            userAccountVo: charge.after,
          }),
        );
      });
    }),

    http.post('/translate/tranlate-chat-message', async ({ request, response }) => {
      const body = await request.json();
      return payOnce(options, request, body, response, () => {
        const characters = countCharacters(body.content ?? '');
        if (characters === 0) return response(400).json(refusal(400, 'content: must not be blank'));
        const to = body.toLanguage ?? chatLanguageOf(interfaceLanguage(request));
        if (!isChatLanguage(to)) {
          return response(400).json(refusal(1702, 'This language pair cannot be translated'));
        }
        if (!isUser(body.fromId)) return response(404).json(refusal(404, 'User not found'));
        const charge = chargeTranslation(options.me.userAccountVo, characters);
        if (!charge) return response(402).json(nothingToPayWith());
        return response(200).json(
          ok({
            translateContent: translate(body.content, to),
            translateRecordId: translateRecordId(body.content, to),
            characters,
            charged: charge.charged,
            userAccountVo: charge.after,
          }),
        );
      });
    }),
  ];
}
