/**
 * The mall's shelves (reference data of migration 0010): categories in display order, and the
 * goods on sale in one category, named and described in the caller's language, pictured by
 * Twemoji. Goods taken off sale are left out; sold-out goods stay, with stock 0.
 */
import type { components } from '@heartline/sdk/schema';
import { sql } from 'kysely';
import { notFound } from '../../http/AppError.ts';
import type { Language } from '../../i18n/languages.ts';
import type { Services } from '../../services.ts';
import { twemojiPictures } from '../gift/twemojiPicture.ts';
import { localizedText } from '../notification/localizedText.ts';
import { pageResult, type PageRequest } from '../../http/paging.ts';

type MallCategory = components['schemas']['MallCategory'];
type Goods = components['schemas']['Goods'];

export async function listCategories(
  services: Services,
  language: Language,
): Promise<MallCategory[]> {
  const rows = await services.db
    .selectFrom('mall_categories')
    .selectAll()
    .orderBy('position')
    .orderBy('id')
    .execute();
  const icons = await twemojiPictures(
    services.storage,
    rows.map((r) => r.emoji),
  );
  return rows.map((row) => ({
    id: row.id,
    name: localizedText(row.name, language),
    icon: icons.get(row.emoji)!,
  }));
}

export async function listGoods(
  services: Services,
  categoryId: number,
  page: PageRequest,
  language: Language,
) {
  const { db } = services;
  const category = await db
    .selectFrom('mall_categories')
    .select('id')
    .where('id', '=', categoryId)
    .executeTakeFirst();
  if (!category) throw notFound();
  const onSale = db
    .selectFrom('mall_goods')
    .where('category_id', '=', categoryId)
    .where('on_sale', '=', true);
  const [{ total }, rows] = await Promise.all([
    onSale.select(sql<number>`count(*)::int`.as('total')).executeTakeFirstOrThrow(),
    onSale
      .selectAll()
      .orderBy('position')
      .orderBy('id')
      .limit(page.pageSize)
      .offset(page.offset)
      .execute(),
  ]);
  const pictures = await twemojiPictures(
    services.storage,
    rows.map((r) => r.emoji),
  );
  const records: Goods[] = rows.map((row) => ({
    id: row.id,
    classifyId: row.category_id,
    name: localizedText(row.name, language),
    image: pictures.get(row.emoji)!,
    goldCoin: row.gold_coin,
    description: localizedText(row.description, language),
    stock: row.stock,
  }));
  return pageResult(page, total, records);
}
