/**
 * Ending a user's sessions everywhere: at logout, password change or reset, account cancellation
 * (and a ban, when there is one). The API session tokens are revoked, the chat password is
 * replaced (the old one opens nothing, and no chat session of the account may resume), and once
 * that has committed the chat gateway is told: every open socket of the account, on every server
 * process, gets a `loggedOut` frame saying why and closes with 4009 (gateway/PROTOCOL.md).
 */
import { randomBytes } from 'node:crypto';
import { deleteSubscriptionsOf } from '../../db/pushSubscriptions.ts';
import type { SessionEndReason } from '../../http/sessionEnds.ts';
import { revokeAllSessions, revokeSession } from '../../http/sessions.ts';
import type { Trx } from '../../ledger/ledger.ts';
import type { Services } from '../../services.ts';
import { endDeviceSessions } from '../chat/deviceSessions.ts';
import { setImPassword } from './queries.ts';

export interface EndSessionsOptions {
  /**
   * Logout: the hash of the token logging out. Only that API session ends (openapi logout:
   * the account's other sessions stay open); the chat still ends everywhere, since an account
   * has one chat device at a time. Without it, every API session of the user ends.
   */
  tokenHash?: string;
  /** The change that ends the sessions (a new password, the cancellation), in the same transaction. */
  alongside?: (trx: Trx) => Promise<unknown>;
}

/** A new chat password: the same form as the one issued at registration. */
const newImPassword = () => randomBytes(12).toString('base64url');

export async function endSessionsEverywhere(
  services: Services,
  userId: number,
  reason: SessionEndReason,
  { tokenHash, alongside }: EndSessionsOptions = {},
): Promise<void> {
  const now = services.now();
  const imPassword = newImPassword();
  const imAccount = await services.db.transaction().execute(async (trx) => {
    await alongside?.(trx);
    if (tokenHash) await revokeSession(trx, tokenHash, now);
    else await revokeAllSessions(trx, userId, now);
    // The browsers subscribed under the ended logins are no longer told of messages.
    await deleteSubscriptionsOf(trx, userId, tokenHash);
    const im_account = await setImPassword(trx, userId, imPassword);
    await endDeviceSessions(trx, im_account);
    return im_account;
  });
  services.sessionEnds.announce({ imAccount, imPassword, reason });
}
