/**
 * The chat service's own copy of each account, where it keeps one. The local gateway reads the
 * users table itself and needs nothing (LocalChatAccounts). Easemob keeps users of its own, which
 * follow Heartline's (easemob/easemobAccounts.ts): created at registration with the chat password
 * the server issued, the password replaced and every device forced offline when the sessions end
 * (src/http/sessionEnds.ts), deactivated at cancellation.
 */
import type { SessionEnds } from '../../http/sessionEnds.ts';

export interface ChatAccounts {
  /**
   * The user's chat account must exist with this password: after registration, and again at
   * each login (which repairs an account whose last change the chat service missed). A password
   * the chat service already holds is left alone: setting it signs the user's devices out.
   */
  ensure(imAccount: string, password: string): void;
  /** Follows the ends of sessions; answers how to stop. */
  follow(sessionEnds: SessionEnds): () => void;
}

export class LocalChatAccounts implements ChatAccounts {
  ensure(): void {}

  follow(): () => void {
    return () => {};
  }
}
