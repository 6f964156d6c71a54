import type { ImAccount } from '@heartline/im';
import { proxy, subscribe, useSnapshot } from 'valtio';
import { registerReset } from '../../../stores/resetStores';
import { session } from '../../../stores/session';

type DraftsState = {
  /** Whose drafts these are (the signed-in member's IM account); null while nobody is. */
  owner: string | null;
  /** What was typed and not sent, by peer. */
  texts: Record<ImAccount, string>;
};

/**
 * What the member typed in each conversation and did not send: kept in localStorage per member
 * and per peer, so it survives a switch of conversation, a reload and a later visit, and is never
 * shown to another member on the same browser. Sending clears it; so does logging out.
 */
export const drafts = proxy<DraftsState>({ owner: null, texts: {} });

const storageKey = (owner: string) => `heartline.drafts.${owner}`;

function stored(owner: string): Record<ImAccount, string> {
  try {
    const value: unknown = JSON.parse(localStorage.getItem(storageKey(owner)) ?? '{}');
    if (!value || typeof value !== 'object' || Array.isArray(value)) return {};
    return Object.fromEntries(
      Object.entries(value).filter((entry): entry is [string, string] => {
        return typeof entry[1] === 'string';
      }),
    );
  } catch {
    return {};
  }
}

function store() {
  if (!drafts.owner) return;
  try {
    if (Object.keys(drafts.texts).length === 0) localStorage.removeItem(storageKey(drafts.owner));
    else localStorage.setItem(storageKey(drafts.owner), JSON.stringify(drafts.texts));
  } catch {
    // Kept for this visit only (storage full or refused).
  }
}

/** Reads the signed-in member's drafts when the member changes (sign-in, my-info loaded). */
function follow() {
  const owner = session.me?.imAccount || null;
  if (owner === drafts.owner) return;
  drafts.owner = owner;
  drafts.texts = owner ? stored(owner) : {};
}

/** Keeps the draft of the conversation with the peer; a blank one is forgotten. */
export function saveDraft(peer: ImAccount, text: string) {
  follow();
  if (text.trim()) drafts.texts[peer] = text;
  else if (peer in drafts.texts) delete drafts.texts[peer];
  else return;
  store();
}

/** Forgets the draft of the conversation with the peer (it was sent). */
export function clearDraft(peer: ImAccount) {
  saveDraft(peer, '');
}

/** The draft a conversation's message box starts with ('' none). Read once, not followed. */
export function draftOf(peer: ImAccount): string {
  return drafts.texts[peer] ?? '';
}

/** The unsent drafts by peer, followed; reads only the peers asked for. */
export function useDrafts() {
  return useSnapshot(drafts).texts;
}

/** Whose drafts are loaded: a message box starts again when they change. */
export function useDraftsOwner() {
  return useSnapshot(drafts).owner;
}

/** Logging out forgets the member's drafts here, on this browser too. */
export function reset() {
  if (drafts.owner) {
    try {
      localStorage.removeItem(storageKey(drafts.owner));
    } catch {
      // Nothing was kept.
    }
  }
  drafts.owner = null;
  drafts.texts = {};
}
registerReset(reset);

follow();
subscribe(session, follow);
