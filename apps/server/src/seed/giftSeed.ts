/**
 * The demo world's gifts: a few given over the last week through the domain's own giveGift (the
 * ledger, the allowance, the records and the recipients' notifications), so the gift records and
 * notifications have content. The demo login receives but does not give: her 50 coins stay as
 * the README says. SVIP givers give free, the VIP one from her monthly allowance, the others pay.
 */
import { giveGift } from '../domains/gift/giving.ts';
import type { Services } from '../services.ts';
import { DEMO_ID, MAN_ID, SVIP_ID, VIP_ID } from './people.ts';
import { DAY, HOUR } from './world.ts';

/** [giver, recipient, gift, quantity, how long ago], oldest first. */
const GIFTS: [number, number, number, number, number][] = [
  [11, 12, 7, 1, 8 * DAY],
  [SVIP_ID, DEMO_ID, 3, 3, 6 * DAY],
  [6, DEMO_ID, 4, 1, 4 * DAY],
  [SVIP_ID, 13, 6, 1, 3 * DAY],
  [MAN_ID, DEMO_ID, 5, 1, 2 * DAY],
  [VIP_ID, DEMO_ID, 2, 2, 1 * DAY],
  [7, DEMO_ID, 1, 1, 5 * HOUR],
];

export async function seedGifts(services: Services, now: Date): Promise<void> {
  for (const [index, [giverId, recipientId, giftId, quantity, ago]] of GIFTS.entries()) {
    const giver = await services.db
      .selectFrom('users')
      .selectAll()
      .where('id', '=', giverId)
      .executeTakeFirstOrThrow();
    const at = new Date(now.getTime() - ago);
    await giveGift(
      { ...services, now: () => at },
      giver,
      { userId: recipientId, giftId, quantity },
      `demo-gift-${index + 1}`,
    );
  }
}
