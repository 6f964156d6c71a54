import { ChevronRightIcon, HeartIcon, InfoIcon, SettingsIcon } from '@heartline/ui';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { staticPageHref } from '../../../static-pages/staticPageLinks';
import { useLanguage } from '../../stores/language';
import * as styles from './SettingsPage.css';
import { SettingsSection } from './SettingsSection';

const pages: Array<{ page: 'help' | 'safety' | 'privacy'; icon: ReactNode }> = [
  { page: 'help', icon: <InfoIcon /> },
  { page: 'safety', icon: <HeartIcon /> },
  { page: 'privacy', icon: <SettingsIcon /> },
];

/** The help center, dating safety and privacy terms, in the interface language. */
export function SettingsHelp() {
  const { t } = useTranslation('settings');
  const { current } = useLanguage();
  return (
    <SettingsSection title={t('help.title')}>
      <ul className={styles.links}>
        {pages.map(({ page, icon }) => (
          <li key={page} className={styles.linkItem}>
            <a href={staticPageHref(current, page)} className={styles.link}>
              <span className={styles.linkIcon} aria-hidden="true">
                {icon}
              </span>
              {t(`help.${page}`)}
              <ChevronRightIcon aria-hidden="true" className={styles.chevron} />
            </a>
          </li>
        ))}
      </ul>
    </SettingsSection>
  );
}
