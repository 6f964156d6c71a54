import type { UserCardLabels } from '@heartline/ui';
import { useTranslation } from 'react-i18next';

/** The user cards' texts (online, age, gender, verified) for the matched card and the home grid. */
export function useCardLabels(chat?: string): UserCardLabels {
  const { t } = useTranslation('match');
  return {
    online: t('card.online'),
    // The card fills in {age} itself.
    age: t('card.age', { age: '{age}' }),
    gender: { 0: t('card.female'), 1: t('card.male'), 2: t('card.other') },
    verified: t('app.verified', { ns: 'common' }),
    chat,
  };
}

/** Region and language names in the interface language ("Spain", "Spanish"), from their codes. */
export function usePlaceNames() {
  const { i18n } = useTranslation();
  const regions = new Intl.DisplayNames([i18n.language], { type: 'region', fallback: 'code' });
  const languages = new Intl.DisplayNames([i18n.language], { type: 'language', fallback: 'code' });
  const name = (names: Intl.DisplayNames, code: string) => {
    if (!code) return undefined;
    try {
      return names.of(code);
    } catch {
      return code;
    }
  };
  return {
    region: (code: string) => name(regions, code),
    language: (code: string) => name(languages, code),
  };
}
