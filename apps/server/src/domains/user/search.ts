/** Finding users: by numeric account (the header search) and by IM accounts (the chat). */
import type { User } from '../../db/tables.ts';
import { AppError } from '../../http/AppError.ts';
import type { Services } from '../../services.ts';
import { findActiveUserByAccount, listActiveUsersByImAccounts } from './queries.ts';
import { toUserBrief } from './views.ts';

/** Accounts are stored as PostgreSQL integers: a larger number cannot be anyone's account. */
const LARGEST_ACCOUNT = 2_147_483_647;

export async function searchByAccount(services: Services, me: User, content: string) {
  if (content === String(me.account)) throw new AppError(1102);
  const account = Number(content);
  // An exact match: "0100002" is not account 100002.
  if (String(account) !== content || account > LARGEST_ACCOUNT) return { total: 0, list: [] };
  const hit = await findActiveUserByAccount(services.db, account, me.id);
  return hit ? { total: 1, list: [hit] } : { total: 0, list: [] };
}

/** Active users behind the IM accounts, in the order asked; the service account is not a user. */
export async function usersByImAccounts(services: Services, imAccounts: string[]) {
  const { config } = services;
  const service = new Set([config.SERVICE_IM_ACCOUNT, config.SERVICE_IM_ACCOUNT_VIP]);
  const wanted = imAccounts.filter((a) => !service.has(a));
  if (wanted.length === 0) return [];
  const rows = await listActiveUsersByImAccounts(services.db, wanted);
  const byAccount = new Map(rows.map((u) => [u.im_account, u]));
  const now = services.now();
  return wanted.flatMap((a) => {
    const user = byAccount.get(a);
    return user ? [toUserBrief(user, now)] : [];
  });
}
