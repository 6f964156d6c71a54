/**
 * The customer-service console: answer users as the customer-service account, from a terminal.
 * It logs in to the running server's chat gateway with the local chat client, like any user, so
 * what it sends is stored, counted unread and delivered as every message is.
 *
 *   npm run service-console -w @heartline/server
 *   CHAT_URL=ws://host:8080/api/im SERVICE_IM_ACCOUNT=hl_service_vip SERVICE_IM_PASSWORD=... npm run service-console -w @heartline/server
 *
 * Commands: `list` (conversations, unread first), `open <account>` (its last messages; marks
 * them read), then any other line is sent to the open conversation; `quit` leaves.
 */
import { createInterface } from 'node:readline';
import type { ChatMessage } from '@heartline/im';
import { createLocalClient } from '@heartline/im/local';
import { DEV_SERVICE_IM_PASSWORD } from '../src/config.ts';

const url = process.env.CHAT_URL ?? `ws://127.0.0.1:${process.env.PORT ?? 8080}/api/im`;
const user = process.env.SERVICE_IM_ACCOUNT ?? 'hl_service';
const password = process.env.SERVICE_IM_PASSWORD ?? DEV_SERVICE_IM_PASSWORD;

const time = (ms: number) => new Date(ms).toISOString().slice(5, 16).replace('T', ' ');
const show = (m: ChatMessage) => {
  const body = m.recalled
    ? '(recalled)'
    : m.type === 'txt'
      ? m.msg
      : m.type === 'img'
        ? `[image] ${m.url}`
        : `[${m.customType}] ${m.ext.note ?? ''} ${m.ext.amount ?? ''}`.trim();
  const translation = m.ext.translation ? `  (${m.ext.translation})` : '';
  return `${time(m.time)} ${m.from === user ? 'service' : m.from}: ${body}${translation}`;
};

async function main(): Promise<void> {
  const client = createLocalClient({ url, brand: 'ServiceConsole' });
  const terminal = createInterface({ input: process.stdin, output: process.stdout });
  // Read lines from the start: typed (or piped) ahead of the login, they are kept.
  const lines = terminal[Symbol.asyncIterator]();
  let open = true;
  terminal.on('close', () => (open = false));
  let peer: string | null = null;
  client.on('message', (m) => {
    const mark = m.from === peer ? '' : ' (new)';
    console.log(`\n${show(m)}${mark}`);
    if (m.from === peer) void client.markRead(peer);
  });
  client.on('connection', (state) => {
    if (state.status !== 'connected') console.log(`[chat ${state.status}]`);
    if (state.status === 'givenUp') client.reconnect();
  });
  client.on('kicked', () => console.log('[logged in elsewhere]'));
  await client.login({ user, password });
  console.log(`Logged in to ${url} as ${user}. Commands: list, open <account>, quit.`);

  const list = async () => {
    const conversations = await client.conversations();
    if (conversations.length === 0) console.log('No conversations yet.');
    for (const c of conversations.sort((a, b) => b.unread_num - a.unread_num)) {
      const last = c.lastMessage ? show(c.lastMessage) : '';
      console.log(`${c.unread_num > 0 ? `(${c.unread_num}) ` : '    '}${c.imAccount}  ${last}`);
    }
  };
  await list();
  const prompt = () => {
    if (!open) return;
    terminal.setPrompt(peer ? `${peer}> ` : '> ');
    terminal.prompt();
  };
  prompt();
  for (let next = await lines.next(); !next.done; next = await lines.next()) {
    const line = next.value.trim();
    if (line === 'quit' || line === 'exit') break;
    if (line === 'list') {
      await list();
    } else if (line.startsWith('open ')) {
      peer = line.slice(5).trim();
      const { messages } = await client.history(peer);
      for (const m of [...messages].reverse()) console.log(show(m));
      await client.markRead(peer);
    } else if (line !== '') {
      if (!peer) {
        console.log('Open a conversation first: open <account>');
        continue;
      }
      await client.send({ to: peer, type: 'txt', msg: line }).then(
        (ack) => console.log(show(ack.message)),
        (error: Error) => console.error(`Not sent: ${error.message}`),
      );
    }
    prompt();
  }
  terminal.close();
  await client.logout();
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
