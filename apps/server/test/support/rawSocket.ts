/** A bare WebSocket to the chat gateway, for tests of the protocol itself (PROTOCOL.md). */
import { vi } from 'vitest';

// Frames are read loosely: the protocol tests look at a field or two of each.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type Frame = Record<string, any>;

export interface RawSocket {
  frames: Frame[];
  /** The close code, once closed. */
  closed: Promise<number>;
  send(frame: unknown): Promise<void>;
  /** The first frame (received so far or later) that matches. */
  next(match: (frame: Frame) => boolean): Promise<Frame>;
  close(): void;
}

export function rawSocket(url: string): RawSocket {
  const socket = new WebSocket(url);
  const frames: Frame[] = [];
  socket.addEventListener('message', (event) => frames.push(JSON.parse(String(event.data))));
  const opened = new Promise((resolve) => socket.addEventListener('open', resolve));
  const closed = new Promise<number>((resolve) =>
    socket.addEventListener('close', (event) => resolve(event.code)),
  );
  return {
    frames,
    closed,
    async send(frame) {
      await opened;
      socket.send(typeof frame === 'string' ? frame : JSON.stringify(frame));
    },
    next(match) {
      return vi.waitFor(
        () => {
          const found = frames.find(match);
          if (!found) throw new Error('no such frame yet');
          return found;
        },
        { timeout: 5000, interval: 5 },
      );
    },
    close: () => socket.close(),
  };
}

/** Logs in and answers the welcome frame. */
export async function rawLogin(
  socket: RawSocket,
  credentials: { user: string; password: string },
  extra: Record<string, unknown> = {},
): Promise<Frame> {
  const rid = `login-${Math.random()}`;
  await socket.send({ type: 'login', rid, ...credentials, ...extra });
  return socket.next((f) => f.rid === rid);
}

/**
 * Sends a ping and waits for its pong. The gateway answers a ping at once and writes a socket's
 * frames in order, so every frame it sent this socket before it handled the ping has arrived by
 * then: once the server is known to be done with something, this shows all it sent this socket.
 */
export async function pingPong(socket: RawSocket): Promise<void> {
  const pongs = () => socket.frames.filter((f) => f.type === 'pong').length;
  const before = pongs();
  await socket.send({ type: 'ping' });
  await vi.waitFor(
    () => {
      if (pongs() <= before) throw new Error('no pong yet');
    },
    { timeout: 5000, interval: 5 },
  );
}
