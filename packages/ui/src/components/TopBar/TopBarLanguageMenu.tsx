import { DeferredDropdownMenu } from '../../private/Menu/DeferredDropdownMenu';
import { CheckIcon, ChevronDownIcon } from '../../private/icons';
import { GlobeIcon } from '../../private/icons/layoutIcons';
import * as styles from './TopBar.css';

/** An interface language as the server lists it (/system/language). */
export type TopBarLanguage = {
  /** The language code ("zh-CN"). */
  code: string;
  /** The language's name ("简体中文"). */
  language: string;
};

export type TopBarLanguageMenuProps = {
  /** The languages to choose from. */
  languages: TopBarLanguage[];
  /** The current language code. */
  language: string;
  /** The button's name, translated ("Language"). */
  label: string;
  /** Called with the language the member picked. */
  onLanguageChange: (change: { code: string }) => void;
};

/** The language dropdown: the current language's name, then the list with a check on it. */
export function TopBarLanguageMenu({
  languages,
  language,
  label,
  onLanguageChange,
}: TopBarLanguageMenuProps) {
  const current = languages.find((entry) => entry.code === language);
  return (
    <DeferredDropdownMenu
      trigger={
        <button
          type="button"
          className={styles.pillButton}
          aria-label={current ? `${label}: ${current.language}` : label}
        >
          <GlobeIcon className={styles.pillIcon} />
          <span className={styles.wideOnly} lang={current?.code}>
            {current?.language}
          </span>
          <ChevronDownIcon className={styles.chevron} />
        </button>
      }
      entries={languages.map((entry) => ({
        key: entry.code,
        label: <span lang={entry.code}>{entry.language}</span>,
        icon: entry.code === language ? <CheckIcon /> : <span className={styles.iconSpacer} />,
        onSelect: () => {
          if (entry.code !== language) onLanguageChange({ code: entry.code });
        },
      }))}
    />
  );
}
