/**
 * One WebSocket to the gateway: JSON frames out, requests matched with their answers by rid,
 * pushes handed on. A link is used once: after a cut the client opens a new one.
 */
import {
  errorOf,
  type AnswerFrame,
  type Answers,
  type NoticeFrame,
  type PushFrame,
  type RequestFrame,
  type Rid,
  type ServerFrame,
} from './frames';

/** The link closed, or an answer did not come in time: the request may be sent again. */
export class LinkLost extends Error {
  readonly timedOut: boolean;
  constructor(timedOut = false) {
    super(timedOut ? 'The chat gateway did not answer in time.' : 'The chat connection was cut.');
    this.name = 'LinkLost';
    this.timedOut = timedOut;
  }
}

export interface LinkHandlers {
  /** Every answer, before the request's promise settles (so its effects come first). */
  answered(frame: AnswerFrame): void;
  push(frame: PushFrame): void;
  closed(code: number): void;
}

interface Pending {
  resolve: (value: unknown) => void;
  reject: (error: Error) => void;
  timer: ReturnType<typeof setTimeout>;
}

let lastRid = 0;

/** Nothing heard for this many heartbeats: the connection is dead, though not closed. */
const SILENT_HEARTBEATS = 2.5;

export class Link {
  /** When the gateway was last heard from. */
  lastHeard = Date.now();
  private readonly pending = new Map<Rid, Pending>();
  private closed = false;
  private heartbeat: ReturnType<typeof setInterval> | undefined;
  private readonly socket: WebSocket;
  private readonly handlers: LinkHandlers;

  private constructor(socket: WebSocket, handlers: LinkHandlers) {
    this.socket = socket;
    this.handlers = handlers;
    socket.onmessage = (event) => this.receive(event.data);
    socket.onclose = (event) => this.onClosed(event.code);
  }

  /** Resolves once the socket is open; rejects with LinkLost when it fails or takes too long. */
  static open(
    url: string,
    WebSocketImpl: typeof WebSocket,
    handlers: LinkHandlers,
    timeoutMs: number,
  ): Promise<Link> {
    return new Promise((resolve, reject) => {
      let socket: WebSocket;
      try {
        socket = new WebSocketImpl(url);
      } catch {
        reject(new LinkLost());
        return;
      }
      const timer = setTimeout(() => {
        socket.close();
        reject(new LinkLost(true));
      }, timeoutMs);
      socket.onopen = () => {
        clearTimeout(timer);
        resolve(new Link(socket, handlers));
      };
      socket.onerror = () => undefined;
      socket.onclose = () => {
        clearTimeout(timer);
        reject(new LinkLost());
      };
    });
  }

  get isOpen(): boolean {
    return !this.closed && this.socket.readyState === 1;
  }

  /** Sends a request; resolves with its answer, rejects with its error or LinkLost. */
  request<K extends RequestFrame['type']>(
    frame: Extract<RequestFrame, { type: K }>,
    timeoutMs: number,
  ): Promise<Answers[K]> {
    if (!this.isOpen) return Promise.reject(new LinkLost());
    lastRid += 1;
    const rid = lastRid;
    return new Promise<Answers[K]>((resolve, reject) => {
      const timer = setTimeout(() => {
        this.pending.delete(rid);
        reject(new LinkLost(true));
      }, timeoutMs);
      this.pending.set(rid, { resolve: resolve as (value: unknown) => void, reject, timer });
      this.socket.send(JSON.stringify({ ...frame, rid }));
    });
  }

  /** Pings every `everyMs`; a link silent for 2.5 beats is closed (4000) as dead. */
  startHeartbeat(everyMs: number): void {
    clearInterval(this.heartbeat);
    this.heartbeat = setInterval(() => {
      if (Date.now() - this.lastHeard > everyMs * SILENT_HEARTBEATS) this.close(4000, 'silent');
      else this.notify({ type: 'ping' });
    }, everyMs);
  }

  /** A frame without an answer (delivery receipts, heartbeats); dropped if the link is down. */
  notify(frame: NoticeFrame): void {
    if (this.isOpen) this.socket.send(JSON.stringify(frame));
  }

  close(code = 1000, reason = ''): void {
    if (this.closed) return;
    this.socket.close(code, reason);
    this.onClosed(code);
  }

  private receive(data: unknown): void {
    this.lastHeard = Date.now();
    let frame: ServerFrame;
    try {
      frame = JSON.parse(String(data)) as ServerFrame;
    } catch {
      return;
    }
    if ('rid' in frame && frame.rid !== undefined) {
      const pending = this.pending.get(frame.rid);
      if (!pending) return;
      this.pending.delete(frame.rid);
      clearTimeout(pending.timer);
      this.handlers.answered(frame);
      if (frame.type === 'error') pending.reject(errorOf(frame));
      else if (frame.type === 'result') pending.resolve(frame.data);
      else pending.resolve(frame);
      return;
    }
    if (frame.type !== 'error') this.handlers.push(frame as PushFrame);
  }

  private onClosed(code: number): void {
    if (this.closed) return;
    this.closed = true;
    clearInterval(this.heartbeat);
    const pending = [...this.pending.values()];
    this.pending.clear();
    for (const { reject, timer } of pending) {
      clearTimeout(timer);
      reject(new LinkLost());
    }
    this.handlers.closed(code);
  }
}
