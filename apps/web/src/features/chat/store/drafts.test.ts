import { normalMe } from '@heartline/sdk/mocks';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { initI18n } from '../../../i18n/i18n';
import { endSession, session } from '../../../stores/session';
import { toasts } from '../../../stores/toasts';
import { sendText } from './compose';
import { clearDraft, draftOf, drafts, saveDraft } from './drafts';
import { editFlagged } from './firstMessageCare';
import { chat, threadOf } from './state';

const anna = { ...normalMe, imAccount: 'u-anna' };
const ben = { ...normalMe, imAccount: 'u-ben' };
const peer = 'u100002';
const other = 'u100003';

/** Signs a member in as my-info would; the drafts follow the session a moment later. */
async function signIn(me: typeof normalMe | null) {
  session.me = me;
  await vi.waitFor(() => expect(drafts.owner).toBe(me?.imAccount ?? null));
}

beforeAll(async () => {
  await initI18n('en');
});

beforeEach(async () => {
  endSession();
  localStorage.clear();
  toasts.list = [];
  await signIn(anna);
});

describe('drafts', () => {
  it('keeps what was typed per conversation, and gives it back after a reload', async () => {
    saveDraft(peer, 'See you at seven');
    saveDraft(other, 'Hello [smile]');
    expect(draftOf(peer)).toBe('See you at seven');
    expect(draftOf(other)).toBe('Hello [smile]');

    // A reload: nobody is known until my-info answers, then the member's drafts are read back.
    drafts.owner = null;
    drafts.texts = {};
    await signIn(null);
    expect(draftOf(peer)).toBe('');
    await signIn(anna);
    expect(draftOf(peer)).toBe('See you at seven');
    expect(draftOf(other)).toBe('Hello [smile]');
  });

  it('forgets a draft emptied or blank', () => {
    saveDraft(peer, 'Hi');
    saveDraft(peer, '   ');
    expect(draftOf(peer)).toBe('');
    expect(localStorage.getItem('heartline.drafts.u-anna')).toBeNull();
  });

  it('never shows one member the drafts of another on the same browser', async () => {
    saveDraft(peer, "Anna's secret");
    await signIn(ben);
    expect(draftOf(peer)).toBe('');
    saveDraft(peer, "Ben's words");
    await signIn(anna);
    expect(draftOf(peer)).toBe("Anna's secret");
    await signIn(ben);
    expect(draftOf(peer)).toBe("Ben's words");
  });

  it('is cleared when the message is sent', async () => {
    saveDraft(peer, 'On my way');
    saveDraft(other, 'Later');
    await sendText(peer, 'On my way');
    expect(draftOf(peer)).toBe('');
    expect(draftOf(other)).toBe('Later');
    expect(JSON.parse(localStorage.getItem('heartline.drafts.u-anna') ?? '{}')).toEqual({
      [other]: 'Later',
    });
    clearDraft(other);
    expect(localStorage.getItem('heartline.drafts.u-anna')).toBeNull();
  });

  it('takes back the text of a flagged first message on "Edit"', () => {
    threadOf(peer).bubbles.push({
      key: 'k1',
      status: 'sending',
      message: {
        msg: 'Hey gorgeous',
      } as (typeof chat.threads)[string]['bubbles'][number]['message'],
    });
    chat.firstMessageCare = { peer, key: 'k1', question: 'Send anyway?' };
    editFlagged();
    expect(draftOf(peer)).toBe('Hey gorgeous');
  });

  it('is removed from the browser at logout', async () => {
    saveDraft(peer, 'Unsent');
    endSession();
    expect(draftOf(peer)).toBe('');
    expect(localStorage.getItem('heartline.drafts.u-anna')).toBeNull();
    await signIn(anna);
    expect(draftOf(peer)).toBe('');
  });

  it('survives a damaged stored value', async () => {
    localStorage.setItem('heartline.drafts.u-ben', '{not json');
    await signIn(ben);
    expect(draftOf(peer)).toBe('');
    saveDraft(peer, 'Fine again');
    expect(draftOf(peer)).toBe('Fine again');
  });
});
