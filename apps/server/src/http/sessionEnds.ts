/**
 * Where the end of a user's sessions is announced and heard. endSessionsEverywhere announces it
 * once its transaction has committed; the chat gateway listens, and passes it through its fan-out
 * to every server process, each of which closes the account's sockets. The REST domains never
 * import the gateway: they only tell this.
 */

/** Why a user's sessions ended; the chat's `loggedOut` frame carries it (PROTOCOL.md). */
export type SessionEndReason = 'logout' | 'passwordChanged' | 'cancelled' | 'banned';

export interface SessionEnd {
  /** The user's IM account, whose chat connections close. */
  imAccount: string;
  /** Its new chat password (an external chat service's copy is set to it; never logged). */
  imPassword: string;
  reason: SessionEndReason;
}

export class SessionEnds {
  private readonly listeners = new Set<(end: SessionEnd) => void>();

  /** Tells every listener; call it after the commit that ended the sessions. */
  announce(end: SessionEnd): void {
    for (const listener of this.listeners) listener(end);
  }

  subscribe(listener: (end: SessionEnd) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }
}
