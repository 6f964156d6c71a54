import { LanguageSelect } from '@heartline/ui';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { isInterfaceLanguage } from '../../i18n/languages';
import { loadLanguageOptions, switchLanguage, useLanguage } from '../../stores/language';
import * as styles from './SettingsPage.css';
import { SettingsSection } from './SettingsSection';

/** The interface language: saved to the account, then shown, with the spec's messages. */
export function SettingsLanguage() {
  const { t } = useTranslation('settings');
  const { options, current, switching } = useLanguage();
  useEffect(() => void loadLanguageOptions(), []);
  return (
    <SettingsSection title={t('language.title')}>
      <div className={styles.card}>
        <LanguageSelect
          variant="field"
          label={t('language.label')}
          hint={t('language.hint')}
          languages={options.map(({ code, language }) => ({ code, language }))}
          value={current}
          pending={switching}
          onChange={({ code }) => {
            if (isInterfaceLanguage(code)) void switchLanguage(code);
          }}
        />
      </div>
    </SettingsSection>
  );
}
