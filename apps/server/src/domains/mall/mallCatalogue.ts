/**
 * The mall's shelves (reference data of migration 0010): categories in display order, and the
 * goods on sale in one category, named and described in the caller's language, pictured by
 * Twemoji. Goods taken off sale are left out; sold-out goods stay, with stock 0.
 */
import type { components } from '@heartline/sdk/schema';
import { notFound } from '../../http/AppError.ts';
import type { Language } from '../../i18n/languages.ts';
import type { Services } from '../../services.ts';
import { twemojiPictures } from '../gift/twemojiPicture.ts';
import { localizedText } from '../notification/localizedText.ts';
import { pageResult, type PageRequest } from '../../http/paging.ts';
import {
  countGoodsOnSale,
  findCategory,
  listCategoriesInOrder,
  listGoodsOnSalePage,
} from './queries.ts';

type MallCategory = components['schemas']['MallCategory'];
type Goods = components['schemas']['Goods'];

export async function listCategories(
  services: Services,
  language: Language,
): Promise<MallCategory[]> {
  const rows = await listCategoriesInOrder(services.db);
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
  const category = await findCategory(db, categoryId);
  if (!category) throw notFound();
  const [{ total }, rows] = await Promise.all([
    countGoodsOnSale(db, categoryId),
    listGoodsOnSalePage(db, categoryId, page),
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
