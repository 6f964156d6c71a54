import { openComplaint } from '../complaint';
import { reportFromChat } from './store/payments';

/**
 * Reports the peer (the header's menu, or "Report" under a flagged first message): the complaint
 * form opens on the chat category (3) first, and the chat's dialogs show it.
 */
export function reportPeer({ userId, name }: { userId: number; name: string }) {
  reportFromChat();
  openComplaint({ account: userId + 100000, nickname: name, categories: [3, 1] });
}
