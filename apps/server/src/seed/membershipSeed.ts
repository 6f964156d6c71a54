/**
 * The demo world's payments between people and translation packages: a few red packets and
 * package purchases of the last week, through the domains' own calls (ledger, bills, records), so
 * the bill lists show red packets sent and received (types 6 and 7) and packages (type 3). The
 * demo login neither pays nor receives: her 50 coins stay as the README says.
 */
import { buyTranslationPackage } from '../domains/membership/translationPackages.ts';
import { payGoldCoins } from '../domains/pay/goldCoinPay.ts';
import type { Services } from '../services.ts';
import { SVIP_ID } from './people.ts';
import { DAY, HOUR } from './world.ts';

/** [sender, recipient, coins, greeting, how long ago], oldest first. */
const RED_PACKETS: [number, number, number, string, number][] = [
  [SVIP_ID, 13, 100, 'Happy birthday, Lukas! 🎂', 5 * DAY],
  [12, 9, 50, 'С днём рождения, брат!', 3 * DAY],
  [6, 15, 10, 'お疲れさまでした！', 2 * DAY],
  [17, 10, 50, '新年快樂，萬事如意！', 1 * DAY],
];

/** [buyer, translation package, how long ago], oldest first. */
const TRANSLATION_PACKAGES: [number, number, number][] = [
  [5, 2, 4 * DAY],
  [11, 1, 2 * DAY],
  [21, 3, 6 * HOUR],
];

export async function seedMembership(services: Services, now: Date): Promise<void> {
  const userById = (id: number) =>
    services.db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
  const at = (ago: number) => {
    const when = new Date(now.getTime() - ago);
    return { ...services, now: () => when };
  };
  for (const [index, [senderId, toUserId, amount, note, ago]] of RED_PACKETS.entries()) {
    await payGoldCoins(
      at(ago),
      await userById(senderId),
      { purpose: 'redPacket', toUserId, amount, note },
      `demo-red-packet-${index + 1}`,
      'en',
    );
  }
  for (const [index, [buyerId, packageId, ago]] of TRANSLATION_PACKAGES.entries()) {
    await buyTranslationPackage(
      at(ago),
      await userById(buyerId),
      packageId,
      `demo-translation-package-${index + 1}`,
    );
  }
}
