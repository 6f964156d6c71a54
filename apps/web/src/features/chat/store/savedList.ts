import { subscribe } from 'valtio';
import { registerReset } from '../../../stores/resetStores';
import { session } from '../../../stores/session';
import type { Conversation } from './state';

/**
 * The session list last seen by the signed-in member, kept in localStorage per member (by IM
 * account, like the drafts) so that /chats can show it offline. Replaced by each list the server
 * gives; forgotten at logout, so another member on the same browser never sees it.
 *
 * Offline, my-info cannot answer, so the member is not known by name: each saved list carries a
 * fingerprint of the session token it was saved under, and the list saved under the current
 * token is the member's. A hash, not the token: a copy of the token in storage would be one more
 * place to steal a login from.
 */
type SavedList = { session: string; savedAt: number; conversations: Conversation[] };

const prefix = 'heartline.conversations.';
const storageKey = (owner: string) => `${prefix}${owner}`;

/** Whose list is kept (an IM account); null while nobody is signed in. */
let owner: string | null = null;

/** FNV-1a, 32 bits: tells two tokens apart, gives neither back. */
export function fingerprint(token: string): string {
  let hash = 0x811c9dc5;
  for (let i = 0; i < token.length; i++) {
    hash ^= token.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return (hash >>> 0).toString(16).padStart(8, '0');
}

function read(key: string): SavedList | null {
  try {
    const value: unknown = JSON.parse(localStorage.getItem(key) ?? 'null');
    if (!value || typeof value !== 'object') return null;
    const saved = value as Partial<SavedList>;
    if (typeof saved.session !== 'string' || !Array.isArray(saved.conversations)) return null;
    return {
      session: saved.session,
      savedAt: saved.savedAt ?? 0,
      conversations: saved.conversations,
    };
  } catch {
    return null;
  }
}

/** The member whose list was saved under the current session token (offline, before my-info). */
function ownerOfSession(token: string): string | null {
  const mark = fingerprint(token);
  try {
    for (let i = 0; i < localStorage.length; i++) {
      const key = localStorage.key(i);
      if (key?.startsWith(prefix) && read(key)?.session === mark) return key.slice(prefix.length);
    }
  } catch {
    // Storage refused: nothing was kept.
  }
  return null;
}

/** Follows the session: the member from my-info, or before it answers, from the token. */
function follow() {
  if (!session.token) owner = null;
  else owner = session.me?.imAccount || (owner ?? ownerOfSession(session.token));
}

/** Keeps the list the server just gave, for the signed-in member. */
export function saveList(conversations: readonly Conversation[]) {
  follow();
  if (!owner || !session.token) return;
  const saved: SavedList = {
    session: fingerprint(session.token),
    savedAt: Date.now(),
    conversations: [...conversations],
  };
  try {
    localStorage.setItem(storageKey(owner), JSON.stringify(saved));
  } catch {
    // Not kept (storage full or refused): offline, the list says it could not load.
  }
}

/** The list last saved for the signed-in member, or null when there is none. */
export function savedList(): { conversations: Conversation[]; savedAt: number } | null {
  follow();
  if (!owner || !session.token) return null;
  const saved = read(storageKey(owner));
  // Saved under another login of the same account: still theirs, when my-info says who they are.
  if (!saved || (saved.session !== fingerprint(session.token) && !session.me)) return null;
  return { conversations: saved.conversations, savedAt: saved.savedAt };
}

/** Logging out forgets the member's saved list on this browser. */
export function reset() {
  if (owner) {
    try {
      localStorage.removeItem(storageKey(owner));
    } catch {
      // Nothing was kept.
    }
  }
  owner = null;
}
registerReset(reset);

follow();
subscribe(session, follow);
