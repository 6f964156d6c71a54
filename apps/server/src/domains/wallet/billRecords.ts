/**
 * The caller's bill records (/bill/list): their gold-coin ledger entries, newest first, each with
 * its signed change, the balance right after it, and its text in the caller's language.
 */
import type { components } from '@heartline/sdk/schema';
import { sql } from 'kysely';
import type { Db } from '../../db/database.ts';
import type { User } from '../../db/tables.ts';
import type { Language } from '../../i18n/languages.ts';
import { pageResult, type PageRequest } from '../../http/paging.ts';
import { billText } from './billText.ts';

type Bill = components['schemas']['Bill'];

export async function listBills(
  db: Db,
  me: User,
  language: Language,
  type: number | undefined,
  page: PageRequest,
) {
  let entries = db
    .selectFrom('ledger_entries')
    .where('user_id', '=', me.id)
    .where('asset', '=', 'goldCoin')
    .where('bill_type', 'is not', null);
  if (type !== undefined) entries = entries.where('bill_type', '=', type);

  const [{ total }, rows] = await Promise.all([
    entries.select(sql<number>`count(*)::int`.as('total')).executeTakeFirstOrThrow(),
    entries
      .select(['id', 'bill_type', 'project', 'amount', 'balance_after', 'created_at'])
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .limit(page.pageSize)
      // A page far past the end (pageNum up to 1e20 is a valid integer) is just empty, not
      // an offset PostgreSQL cannot read.
      .offset(Math.min(page.offset, Number.MAX_SAFE_INTEGER))
      .execute(),
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
