/**
 * Pictures in chat come only from this server's own uploads, each the sender's own: an image
 * message's url, a burn-after-reading message's burn_url, and any other ext.url but a gift's icon
 * (which the gift record sets, see moneyMessages.ts). So no javascript:, data: or other site's
 * address, and no one else's picture, reaches the recipient. Whose upload an address is, is
 * isOwnUpload's rule alone (the rows of `uploads`, by address), so it follows how uploads are
 * stored and served.
 */
import type { Config } from '../config.ts';
import { isOwnUpload } from '../domains/album/ownUpload.ts';
import type { NewChatMessage } from '../domains/chat/messageStore.ts';
import { AppError } from '../http/AppError.ts';
import type { Trx } from '../ledger/ledger.ts';
import type { Party } from './chatParties.ts';

const notOwnImage = () => new AppError(403, { key: 'chat.notOwnImage' });

/** Throws the refusal (an AppError) of a message carrying a picture that is not the sender's. */
export async function checkImages(
  trx: Trx,
  config: Config,
  message: NewChatMessage,
  sender: Party | null,
): Promise<void> {
  const addresses = new Set(
    [
      message.url,
      message.ext.burn_url,
      message.customType === 'gift' ? '' : message.ext.url,
    ].filter((url): url is string => Boolean(url)),
  );
  if (addresses.size === 0) return;
  // Customer service is no user: it has no uploads of its own.
  if (sender === null) throw notOwnImage();
  const me = await trx
    .selectFrom('users')
    .select(['id', 'account'])
    .where('id', '=', sender.id)
    .executeTakeFirst();
  if (!me) throw notOwnImage();
  for (const url of addresses) {
    if (!(await isOwnUpload(trx, config, me, url))) throw notOwnImage();
  }
}
