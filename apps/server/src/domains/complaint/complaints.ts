/**
 * Filing a complaint against another user (/complain/add_complain). Not against oneself (1104);
 * the user must exist and not have cancelled (404); the reason must be one of
 * /complain/complain_type (400, as the contract says). Screenshots are addresses of images
 * already stored: this server's /uploads/ paths or absolute http(s) addresses.
 */
import type { User } from '../../db/tables.ts';
import { AppError, notFound } from '../../http/AppError.ts';
import type { Language } from '../../i18n/languages.ts';
import type { Services } from '../../services.ts';
import { invalidField } from '../../http/fieldError.ts';
import { findActiveUserByAccount, findComplaintReason, insertComplaint } from './queries.ts';

export interface ComplaintInput {
  type: number;
  notes: string;
  beComplainedAccount: number;
  images?: string[];
}

const isImageAddress = (url: string) =>
  url.startsWith('/uploads/') || /^https?:\/\/\S+$/i.test(url);

export async function fileComplaint(
  services: Services,
  me: User,
  input: ComplaintInput,
  language: Language,
) {
  const { db } = services;
  if (input.beComplainedAccount === me.account) throw new AppError(1104);
  if (input.notes.trim() === '') throw invalidField(language, 'notes');
  const images = input.images ?? [];
  if (!images.every(isImageAddress)) throw invalidField(language, 'images');
  const reported = await findActiveUserByAccount(db, input.beComplainedAccount);
  if (!reported) throw notFound();
  const reason = await findComplaintReason(db, input.type);
  if (!reason) throw invalidField(language, 'type');

  const row = await insertComplaint(db, {
    reporterId: me.id,
    reportedId: reported.id,
    reasonId: reason.id,
    notes: input.notes,
    images,
    at: services.now(),
  });
  return { id: row.id, createTime: row.created_at.toISOString() };
}
