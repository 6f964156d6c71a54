/** The reasons a complaint can give (seeded by migration 0003), in the caller's language. */
import type { components } from '@heartline/sdk/schema';
import type { Db } from '../../db/database.ts';
import type { Language } from '../../i18n/languages.ts';
import { localizedText } from '../notification/localizedText.ts';
import { listReasons } from './queries.ts';

type ComplaintReason = components['schemas']['ComplaintReason'];

export async function listComplaintReasons(db: Db, language: Language): Promise<ComplaintReason[]> {
  const rows = await listReasons(db);
  return rows.map((row) => ({
    id: row.id,
    reason: localizedText(row.reason, language),
    type: row.type as ComplaintReason['type'],
  }));
}
