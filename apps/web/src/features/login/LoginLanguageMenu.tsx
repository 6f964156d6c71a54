import { CheckIcon, ChevronDownIcon, DeferredDropdownMenu, GlobeIcon } from '@heartline/ui';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { isInterfaceLanguage } from '../../i18n/languages';
import { loadLanguageOptions, switchLanguage, useLanguage } from '../../stores/language';
import * as styles from './AuthFrame.css';

/** The language dropdown of the login page, from the server's list (open to anonymous users). */
export function LoginLanguageMenu() {
  const { t } = useTranslation('login');
  const { options, current } = useLanguage();
  useEffect(() => void loadLanguageOptions(), []);
  const currentName = options.find((option) => option.code === current)?.language ?? current;
  return (
    <DeferredDropdownMenu
      trigger={
        <button
          type="button"
          className={styles.languageButton}
          aria-label={`${t('language')}: ${currentName}`}
        >
          <GlobeIcon />
          <span lang={current}>{currentName}</span>
          <ChevronDownIcon />
        </button>
      }
      entries={options.map((option) => ({
        key: option.code,
        label: <span lang={option.code}>{option.language}</span>,
        icon: option.code === current ? <CheckIcon /> : <span className={styles.iconSpacer} />,
        onSelect: () => {
          if (isInterfaceLanguage(option.code)) void switchLanguage(option.code);
        },
      }))}
    />
  );
}
