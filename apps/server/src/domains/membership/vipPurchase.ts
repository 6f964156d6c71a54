/**
 * Buying a VIP or SVIP package with gold coins (/vip/recharge): one ledger transaction pays the
 * price (bill type 2) and credits the gift bag's translation characters and blurred-picture views;
 * the membership's level and expiry follow membershipTerm.ts. The free-gift allowance is monthly
 * and not moved here (the gift domain counts it).
 */
import type { components } from '@heartline/sdk/schema';
import type { User } from '../../db/tables.ts';
import { move, type Movement } from '../../ledger/ledger.ts';
import { once } from '../../ledger/once.ts';
import type { Services } from '../../services.ts';
import { lockPayer } from '../pay/queries.ts';
import { toUserAccountVo, vipLevelOn } from '../user/views.ts';
import { bills } from '../wallet/billLines.ts';
import { nextTerm } from './membershipTerm.ts';
import { setMembership } from './queries.ts';
import { vipPackageOr404, vipToSvipRate } from './vipPackages.ts';

type VipPurchase = components['schemas']['VipPurchase'];

export function buyVipPackage(
  services: Services,
  me: User,
  packageId: number,
  key: string,
): Promise<VipPurchase> {
  const call = { userId: me.id, operation: '/vip/recharge', key, params: { packageId } };
  return once(services, call, async (trx) => {
    const pkg = await vipPackageOr404(trx, packageId);
    const buyer = await lockPayer(trx, me.id);
    const now = services.now();
    const vipLevel = pkg.vip_level as 1 | 2;
    const term = nextTerm(
      { level: vipLevelOn(buyer, now), expiresAt: buyer.vip_expire_time },
      { vipLevel, months: pkg.months },
      await vipToSvipRate(trx),
      now,
    );

    const wallet = { userId: me.id };
    const movements: Movement[] = [
      {
        asset: 'goldCoin',
        from: wallet,
        to: 'house',
        amount: pkg.gold_coin,
        fromBill: bills.membership(vipLevel, pkg.months),
      },
    ];
    if (pkg.vip_character > 0) {
      movements.push({
        asset: 'vipCharacter',
        from: 'house',
        to: wallet,
        amount: pkg.vip_character,
      });
    }
    if (pkg.blur_views > 0) {
      movements.push({ asset: 'blurView', from: 'house', to: wallet, amount: pkg.blur_views });
    }
    const { transactionId } = await move(trx, { kind: 'vip', userId: me.id, at: now }, movements);

    const member = await setMembership(trx, me.id, term);
    return {
      recordId: transactionId,
      vipLevel: term.level,
      vipExpireTime: term.expiresAt.toISOString(),
      goldCoin: member.gold_coin,
      userAccountVo: toUserAccountVo(member, now),
    };
  });
}
