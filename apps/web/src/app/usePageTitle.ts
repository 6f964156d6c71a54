import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import type common from '../i18n/locales/en/common.json';
import { unreadTotal, useUnreadCounts } from '../stores/unread';

/** A page's name in `common.pages`. */
export type PageKey = keyof typeof common.pages;

/** The unread total the tab's title starts with while the signed-in frame is up; 0 none. */
let unreadInTitle = 0;
const unreadPrefix = /^\(\d+\) /;

function writeTitle(base: string) {
  document.title = unreadInTitle > 0 ? `(${unreadInTitle}) ${base}` : base;
}

/** Names the browser tab after the page, in the interface language ("Encounter · Heartline"). */
export function usePageTitle(page: PageKey) {
  const { t } = useTranslation();
  const title = t(`pages.${page}`);
  useEffect(() => {
    writeTitle(`${title} · ${t('app.name')}`);
  }, [title, t]);
  return title;
}

/**
 * Starts the tab's title with what the member has not read, the total of the side bar's badges
 * ("(3) Encounter · Heartline"), following it live; nothing when all is read or once logged out.
 * The signed-in frame draws it; alone, so a new count redraws nothing else.
 */
export function UnreadInTitle() {
  const total = unreadTotal(useUnreadCounts());
  useEffect(() => {
    unreadInTitle = total;
    writeTitle(document.title.replace(unreadPrefix, ''));
  }, [total]);
  useEffect(
    () => () => {
      unreadInTitle = 0;
      writeTitle(document.title.replace(unreadPrefix, ''));
    },
    [],
  );
  return null;
}
