/**
 * The gift catalogue (reference data of migration 0009), cheapest first, named in the caller's
 * language and pictured by Twemoji, with the caller's free gifts left this month (/gift/list).
 */
import type { components } from '@heartline/sdk/schema';
import type { Selectable } from 'kysely';
import type { GiftsTable } from '../../db/schema/gift.ts';
import type { User } from '../../db/tables.ts';
import type { Language } from '../../i18n/languages.ts';
import type { Services } from '../../services.ts';
import { localizedText } from '../notification/localizedText.ts';
import { vipLevelOn } from '../user/views.ts';
import { freeGiftsLeft } from '../user/freeGiftsLeft.ts';
import { listGiftsByPrice } from './queries.ts';
import { twemojiPictures } from './twemojiPicture.ts';

type Gift = components['schemas']['Gift'];
export type GiftRow = Selectable<GiftsTable>;

/** The gift as the client shows it; `icons` maps each gift's Twemoji name to its URL. */
export function toGift(row: GiftRow, language: Language, icons: Map<string, string>): Gift {
  return {
    id: row.id,
    name: localizedText(row.name, language),
    icon: icons.get(row.emoji)!,
    goldCoin: row.gold_coin,
  };
}

export async function listGifts(services: Services, me: User, language: Language) {
  const rows = await listGiftsByPrice(services.db);
  const icons = await twemojiPictures(
    services.storage,
    rows.map((r) => r.emoji),
  );
  const now = services.now();
  return {
    records: rows.map((row) => toGift(row, language, icons)),
    freeGiftsLeft: freeGiftsLeft(me, vipLevelOn(me, now), now, services.config.FREE_GIFTS_VIP),
  };
}
