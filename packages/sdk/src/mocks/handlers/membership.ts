import type { HttpHandler } from 'msw';
import { interfaceLanguage } from '../fixtures/translation';
import { membershipAfter, vipPackageById, vipPackages } from '../fixtures/membership';
import { ok, type MockHttp, type MockOptions } from '../http';
import { insufficientCoins, payOnce, refusal } from './wallet';

export function membershipHandlers(http: MockHttp, options: MockOptions): HttpHandler[] {
  return [
    http.get('/vip/list', ({ request, response }) =>
      response(200).json(ok(vipPackages(interfaceLanguage(request)))),
    ),

    http.post('/vip/recharge', async ({ request, response }) => {
      const body = await request.json();
      return payOnce(options, request, body, response, () => {
        const me = options.me;
        const pkg = vipPackageById(body.packageId, interfaceLanguage(request));
        if (!pkg) return response(404).json(refusal(404, 'Membership package not found'));
        const membership = membershipAfter(me, pkg, new Date());
        if (!membership) {
          return response(400).json(
            refusal(400, 'Your SVIP membership is active: buy an SVIP package to extend it'),
          );
        }
        const wallet = me.userAccountVo;
        if (pkg.goldCoin > wallet.goldCoin) return response(402).json(insufficientCoins());
        const goldCoin = wallet.goldCoin - pkg.goldCoin;
        // The allowance is monthly: a new VIP gets this month's 5, a VIP keeps what is left.
        const freeGifts =
          membership.vipLevel === 2
            ? -1
            : me.vipLevel === 1
              ? wallet.freeGifts
              : pkg.giftBag.freeGifts;
        return response(200).json(
          ok({
            recordId: 5200 + pkg.id,
            ...membership,
            goldCoin,
            userAccountVo: {
              goldCoin,
              character: wallet.character,
              vipCharacter: wallet.vipCharacter + pkg.giftBag.vipCharacter,
              freeGifts,
              blurViews: wallet.blurViews + pkg.giftBag.blurViews,
            },
          }),
        );
      });
    }),
  ];
}
