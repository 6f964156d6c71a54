// The chat gateway spoken to directly (apps/server/src/gateway/PROTOCOL.md), to set a scene no
// browser should wait for: hundreds of messages, sent as a member before they open the app (a
// chat login ends the account's other chat session, so never while their browser is in).
import type { Member } from './members';
import { sharedBaseUrl } from './members';

type Frame = Record<string, unknown> & { type: string; rid?: number };

export interface ChatSocket {
  /** Sends a text and resolves with the stored message's id once acknowledged. */
  sendText(to: Member, msg: string, ext?: Record<string, unknown>): Promise<string>;
  close(): void;
}

export async function chatSocketAs(member: Member, baseUrl = sharedBaseUrl()): Promise<ChatSocket> {
  const socket = new WebSocket(`${baseUrl.replace(/^http/, 'ws')}/api/im`);
  const waiting = new Map<number, (frame: Frame) => void>();
  socket.addEventListener('message', (event) => {
    const frame = JSON.parse(String(event.data)) as Frame;
    if (frame.rid !== undefined) waiting.get(frame.rid)?.(frame);
  });
  await new Promise((resolve, reject) => {
    socket.addEventListener('open', resolve, { once: true });
    socket.addEventListener('error', reject, { once: true });
  });
  let rid = 0;
  const request = (frame: Frame) =>
    new Promise<Frame>((resolve, reject) => {
      const id = ++rid;
      waiting.set(id, (answer) => {
        waiting.delete(id);
        if (answer.type === 'error') reject(new Error(`chat ${frame.type}: ${String(answer.msg)}`));
        else resolve(answer);
      });
      socket.send(JSON.stringify({ ...frame, rid: id }));
    });
  await request({ type: 'login', user: member.imAccount, password: member.imPassword });
  let sent = 0;
  return {
    async sendText(to, msg, ext = {}) {
      sent += 1;
      const ack = await request({
        type: 'send',
        message: {
          clientId: `e2e-${member.imAccount}-${Date.now()}-${sent}`,
          to: to.imAccount,
          type: 'txt',
          msg,
          ext: { platform: 'Web', brand: 'Journey', ...ext },
        },
      });
      return String(ack.id);
    },
    close: () => socket.close(),
  };
}
