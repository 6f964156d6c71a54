/**
 * The caller's bill records (/bill/list): their gold-coin ledger entries, newest first, each with
 * its signed change, the balance right after it, and its text in the caller's language.
 */
import type { components } from '@heartline/sdk/schema';
import type { Db } from '../../db/database.ts';
import type { User } from '../../db/tables.ts';
import type { Language } from '../../i18n/languages.ts';
import { pageResult, type PageRequest } from '../../http/paging.ts';
import { billText } from './billText.ts';
import { countBills, listBillsPage } from './queries.ts';

type Bill = components['schemas']['Bill'];

export async function listBills(
  db: Db,
  me: User,
  language: Language,
  type: number | undefined,
  page: PageRequest,
) {
  const [{ total }, rows] = await Promise.all([
    countBills(db, me.id, type),
    listBillsPage(db, me.id, type, page),
  ]);
  const records: Bill[] = rows.map((row) => ({
    id: row.id,
    project: billText(row.bill_type!, row.project, language),
    type: row.bill_type as Bill['type'],
    accountChange: row.amount,
    balance: row.balance_after ?? 0,
    createTime: row.created_at.toISOString(),
  }));
  return pageResult(page, total, records);
}
