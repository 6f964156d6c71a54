/**
 * The caller's gift records (/gift/records), newest first: the gifts they gave (`sent`) or were
 * given (`received`). Records with a user who cancelled since drop out, as in every list.
 */
import type { components } from '@heartline/sdk/schema';
import type { User } from '../../db/tables.ts';
import type { Language } from '../../i18n/languages.ts';
import type { Services } from '../../services.ts';
import { localizedText } from '../notification/localizedText.ts';
import { pageResult, type PageRequest } from '../../http/paging.ts';
import { toUserBrief } from '../user/views.ts';
import { toGift } from './giftCatalogue.ts';
import { countGiftRecords, listGiftRecordsPage, listUsersByIds } from './queries.ts';
import { twemojiPictures } from './twemojiPicture.ts';

type GiftRecord = components['schemas']['GiftRecord'];
type GiftRecordType = components['schemas']['GiftRecordType'];

export async function listGiftRecords(
  services: Services,
  me: User,
  type: GiftRecordType,
  page: PageRequest,
  language: Language,
) {
  const { db } = services;
  const [mine, theirs] =
    type === 'sent'
      ? (['giver_id', 'recipient_id'] as const)
      : (['recipient_id', 'giver_id'] as const);
  const [{ total }, rows] = await Promise.all([
    countGiftRecords(db, me.id, mine, theirs),
    listGiftRecordsPage(db, me.id, mine, theirs, page),
  ]);
  const otherIds = [...new Set(rows.map((r) => r[theirs]))];
  const others = otherIds.length ? await listUsersByIds(db, otherIds) : [];
  const users = new Map([me, ...others].map((u) => [u.id, u]));
  const icons = await twemojiPictures(
    services.storage,
    rows.map((r) => r.emoji),
  );

  const now = services.now();
  const records: GiftRecord[] = rows.map((r) => {
    const gift = toGift(
      { id: r.gift_id, name: r.name, emoji: r.emoji, gold_coin: r.price },
      language,
      icons,
    );
    return {
      id: r.id,
      gift,
      name: localizedText(r.name, language),
      quantity: r.quantity,
      giver: toUserBrief(users.get(r.giver_id)!, now),
      recipient: toUserBrief(users.get(r.recipient_id)!, now),
      goldCoin: r.gold_coin,
      createTime: r.created_at.toISOString(),
    };
  });
  return pageResult(page, total, records);
}
