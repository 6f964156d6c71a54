import { useTranslation } from 'react-i18next';
import { usePageTitle } from '../../app/usePageTitle';
import { useSession } from '../../stores/session';
import * as styles from './EncounterPage.css';
import { MatchArea } from './MatchArea';
import { OnlineNow } from './OnlineNow';
import { partOfDay } from './greeting';

/**
 * / and /encounter: the greeting, random matching (start, countdown, matched, attempts left) and
 * who is online now (/bump/list2, which also gives today's match attempts).
 */
export default function EncounterPage() {
  const { t } = useTranslation();
  const title = usePageTitle('encounter');
  const { me } = useSession();
  const greeting = me
    ? t(`encounter.greeting.${partOfDay(new Date().getHours())}`, { name: me.nickname })
    : title;
  return (
    <div className={styles.page}>
      <section className={styles.hero} aria-labelledby="encounter-title">
        <p className={styles.kicker}>{title}</p>
        <h1 id="encounter-title" className={styles.greeting}>
          {greeting}
        </h1>
        <p className={styles.intro}>{t('encounter.intro')}</p>
      </section>
      <MatchArea />
      <OnlineNow />
    </div>
  );
}
