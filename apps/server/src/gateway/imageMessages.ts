/**
 * Pictures in chat come only from this server's own uploads, each the sender's own: an image
 * message's url, a burn-after-reading message's burn_url, and any other ext.url but a gift's icon
 * (which the gift record sets, see moneyMessages.ts). So no javascript:, data: or other site's
 * address, and no one else's picture, reaches the recipient. Whose upload an address is, is
 * isOwnUpload's rule alone (the rows of `uploads`, by address), so it follows how uploads are
 * stored and served. A voice message's ext.url is the sender's own recording (upload purpose
 * voice, never an image), with a length and loudness bars by the rules of voiceExt.
 */
import type { Config } from '../config.ts';
import { isOwnUpload, isOwnVoiceUpload } from '../domains/album/ownUpload.ts';
import type { NewChatMessage } from '../domains/chat/messageStore.ts';
import { AppError } from '../http/AppError.ts';
import type { Trx } from '../ledger/ledger.ts';
import type { Party } from './chatParties.ts';
import { voiceExt } from './protocol.ts';

const notOwnImage = () => new AppError(403, { key: 'chat.notOwnImage' });
const badVoice = () => new AppError(400, { key: 'chat.badVoice' });
const notOwnVoice = () => new AppError(403, { key: 'chat.notOwnVoice' });

/** Throws the refusal (an AppError) of a message carrying a picture that is not the sender's. */
export async function checkImages(
  trx: Trx,
  config: Config,
  message: NewChatMessage,
  sender: Party | null,
): Promise<void> {
  if (message.customType === 'voice') return checkVoice(trx, message, sender);
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

/** A voice message: its ext by voiceExt's rules, its recording the sender's own voice upload. */
async function checkVoice(trx: Trx, message: NewChatMessage, sender: Party | null): Promise<void> {
  const voice = voiceExt.safeParse(message.ext);
  if (!voice.success || message.url || message.ext.burn_url) throw badVoice();
  if (sender === null) throw notOwnVoice();
  if (!(await isOwnVoiceUpload(trx, sender, voice.data.url))) throw notOwnVoice();
}
