import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import type common from '../i18n/locales/en/common.json';

/** A page's name in `common.pages`. */
export type PageKey = keyof typeof common.pages;

/** Names the browser tab after the page, in the interface language ("Encounter · Heartline"). */
export function usePageTitle(page: PageKey) {
  const { t } = useTranslation();
  const title = t(`pages.${page}`);
  useEffect(() => {
    document.title = `${title} · ${t('app.name')}`;
  }, [title, t]);
  return title;
}
