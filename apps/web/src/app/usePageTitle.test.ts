import { act, createElement, Fragment } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { initI18n } from '../i18n/i18n';
import { unread, unreadBadges, unreadTotal, type UnreadCounts } from '../stores/unread';
import { UnreadInTitle, usePageTitle, type PageKey } from './usePageTitle';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const counts = (over: Partial<UnreadCounts>): UnreadCounts => ({
  total: 0,
  conversations: 0,
  service: 0,
  friendRequests: 0,
  notifications: 0,
  notices: 0,
  ...over,
});

function Page({ page }: { page: PageKey }) {
  usePageTitle(page);
  return null;
}

let root: Root;
/** The signed-in frame (with the unread count) around a page, or the page alone (logged out). */
const show = (page: PageKey, { signedIn = true } = {}) =>
  act(() =>
    root.render(
      createElement(
        Fragment,
        null,
        createElement(Page, { page }),
        signedIn && createElement(UnreadInTitle),
      ),
    ),
  );

/** The unread counts as a refresh brings them; the store tells its readers a moment later. */
const counted = (over: Partial<UnreadCounts>) =>
  act(async () => {
    unread.counts = counts(over);
    await Promise.resolve();
  });

beforeAll(async () => {
  await initI18n('en');
});

beforeEach(() => {
  unread.counts = null;
  document.title = 'Heartline';
  root = createRoot(document.createElement('div'));
});

afterEach(() => {
  act(() => root.unmount());
});

describe('the unread total in the tab title', () => {
  it('adds up the side bar badges', () => {
    const known = counts({ conversations: 5, service: 1, friendRequests: 2, notifications: 3 });
    expect(unreadTotal(known)).toBe(10);
    expect(unreadTotal(known)).toBe(
      Object.values(unreadBadges(known)).reduce((sum, count) => sum + count, 0),
    );
    expect(unreadTotal(null)).toBe(0);
  });

  it('starts the title with the total, follows it live, and shows nothing at 0', async () => {
    show('encounter');
    expect(document.title).toBe('Encounter · Heartline');

    await counted({ conversations: 2, notices: 1 });
    expect(document.title).toBe('(3) Encounter · Heartline');

    show('friends');
    expect(document.title).toBe('(3) Friends · Heartline');

    await counted({ conversations: 2, notices: 1, friendRequests: 4 });
    expect(document.title).toBe('(7) Friends · Heartline');

    await counted({});
    expect(document.title).toBe('Friends · Heartline');
  });

  it('leaves the count out once the signed-in frame is gone (logged out)', () => {
    unread.counts = counts({ notifications: 2 });
    show('encounter');
    expect(document.title).toBe('(2) Encounter · Heartline');
    show('encounter', { signedIn: false });
    expect(document.title).toBe('Encounter · Heartline');
  });
});
