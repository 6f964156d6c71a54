/**
 * The requests of a logged-in connection (PROTOCOL.md, "Requests"). Writes go through the
 * gateway's ChatWriter in the order they came; reads first wait for the connection's own writes,
 * so a client always reads what it wrote. Every refusal is an error frame with a code and a
 * message in the user's language; a refused send carries event 502.
 */
import { channelIdOf } from '../domains/chat/pairs.ts';
import { chatConversations } from '../domains/chat/chatConversations.ts';
import { closeDeviceSession } from '../domains/chat/deviceSessions.ts';
import { conversationHistory } from '../domains/chat/history.ts';
import { presenceSeenBy } from '../domains/chat/lastSeen.ts';
import { toMessageId } from '../domains/chat/messageIds.ts';
import { AppError } from '../http/AppError.ts';
import { t } from '../i18n/translate.ts';
import type { ChatConnection } from './chatConnection.ts';
import type { ChatGateway } from './chatGateway.ts';
import type { WriteKind } from './chatWriter.ts';
import { CloseCodes, type ClientFrame, type Rid } from './protocol.ts';
import { wireMessage } from './wireMessage.ts';

type RequestFrame = Exclude<ClientFrame, { type: 'login' }>;

const noop = () => undefined;

export async function handleRequest(
  gateway: ChatGateway,
  connection: ChatConnection,
  frame: RequestFrame,
): Promise<void> {
  if (frame.type === 'ping') {
    connection.send({ type: 'pong', seq: connection.position, time: Date.now() });
    return;
  }
  const user = connection.user;
  if (!user) {
    connection.error(401, 'code.401', 'rid' in frame ? { rid: frame.rid } : {});
    return;
  }
  const { services, writer, kinds } = gateway;
  const { db, config } = services;
  const write = <I, O>(kind: WriteKind<I, O>, input: I) => {
    const done = writer.write(kind, input);
    // Only when it is done matters: what it stored is not kept with the connection meanwhile.
    connection.lastWrite = done.then(noop, noop);
    return done;
  };
  const read = async <T>(rid: Rid, work: () => Promise<T>) => {
    await connection.lastWrite;
    await answer(connection, rid, work());
  };

  switch (frame.type) {
    case 'send': {
      const { message, rid } = frame;
      try {
        const { message: row } = await write(kinds.send, {
          from: user,
          sender: connection.sender,
          message,
        });
        connection.send({
          type: 'ack',
          rid,
          clientId: row.client_msg_id,
          id: toMessageId(row.id),
          time: row.created_at.getTime(),
          message: wireMessage(row, user, services),
        });
      } catch (error) {
        if (!(error instanceof AppError)) throw error;
        connection.send({
          type: 'error',
          rid,
          code: error.code,
          msg: t(connection.language, error.key, error.params),
          event: 502,
          clientId: message.clientId,
          to: message.to,
        });
      }
      return;
    }
    case 'typing':
      await gateway.typing.signal(connection, frame.to);
      return;
    case 'delivered':
      write(kinds.delivered, { to: user, ids: frame.ids }).catch(() => undefined);
      return;
    case 'recall':
      await answer(
        connection,
        frame.rid,
        write(kinds.recall, { by: user, id: frame.id }).then(() => null),
      );
      return;
    case 'react':
      await answer(
        connection,
        frame.rid,
        write(kinds.react, { by: user, id: frame.id, emoji: frame.emoji }),
      );
      return;
    case 'read':
      await answer(
        connection,
        frame.rid,
        write(kinds.read, { owner: user, peer: frame.peer }).then(() => null),
      );
      return;
    case 'delete':
      await answer(
        connection,
        frame.rid,
        write(kinds.delete, {
          owner: user,
          peer: frame.peer,
          scope: frame.scope,
          ids: frame.ids ?? [],
        }).then(() => null),
      );
      return;
    case 'history':
      await read(frame.rid, async () => {
        const page = await conversationHistory(db, {
          owner: user,
          peer: frame.peer,
          before: frame.cursor ?? null,
          limit: config.CHAT_HISTORY_PAGE,
        }).catch((error: unknown) => {
          // A cursor that names no message of this conversation.
          throw error instanceof AppError ? new AppError(404) : error;
        });
        return {
          messages: page.messages.map((row) => wireMessage(row, user, services)),
          cursor: page.cursor,
        };
      });
      return;
    case 'conversations':
      await read(frame.rid, async () => {
        const list = await chatConversations(db, {
          owner: user,
          limit: config.CONVERSATION_LIST_LIMIT,
        });
        return list.map((c) => ({
          channel_id: channelIdOf(user, c.peer),
          imAccount: c.peer,
          unread_num: c.unread,
          lastMessage: c.last ? wireMessage(c.last, user, services) : null,
        }));
      });
      return;
    case 'presence': {
      const { registry } = gateway;
      registry.unwatch(connection, frame.unsubscribe ?? []);
      registry.watch(connection, frame.subscribe ?? []);
      const subscribe = frame.subscribe ?? [];
      const online = await gateway.presence.online(subscribe);
      const states = subscribe.map((imAccount, i) => ({ imAccount, online: online[i]! }));
      const view = await presenceSeenBy(db, [user], states);
      const data = states.map(({ imAccount }) => view(user, imAccount));
      connection.send({ type: 'result', rid: frame.rid, data });
      return;
    }
    case 'sync':
      await connection.resync(frame.cursor);
      connection.send({ type: 'result', rid: frame.rid, data: { cursor: connection.position } });
      return;
    case 'logout':
      await closeDeviceSession(db, user, connection.session ?? '');
      connection.send({ type: 'result', rid: frame.rid, data: null });
      connection.close(CloseCodes.loggedOut, 'logged out');
      return;
  }
}

/** Answers the request with its result, or with an error frame for a refusal. */
async function answer(connection: ChatConnection, rid: Rid, work: Promise<unknown>) {
  try {
    connection.send({ type: 'result', rid, data: await work });
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
    connection.send({
      type: 'error',
      rid,
      code: error.code,
      msg: t(connection.language, error.key, error.params),
    });
  }
}
