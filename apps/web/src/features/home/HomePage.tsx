import { LuckCard } from '@heartline/ui';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { usePageTitle } from '../../app/usePageTitle';
import { loadHome, useHome } from './home';
import * as styles from './HomePage.css';
import { RecommendedUsers } from './RecommendedUsers';

/** The luck's day as a reader says it ("Sunday, November 22"); a UTC day from the server. */
function dayLabel(date: string, language: string) {
  const day = new Date(`${date}T00:00:00Z`);
  if (Number.isNaN(day.getTime())) return date;
  return new Intl.DateTimeFormat(language, {
    weekday: 'long',
    month: 'long',
    day: 'numeric',
    timeZone: 'UTC',
  }).format(day);
}

/** /home: today's luck and the users recommended to the member, a page at a time. */
export default function HomePage() {
  const { t, i18n } = useTranslation('home');
  const title = usePageTitle('home');
  const { luck, status } = useHome();
  useEffect(() => {
    void loadHome();
  }, [i18n.language]);

  return (
    <div className={styles.page}>
      <h1 className={styles.title}>{title}</h1>
      {(luck || status !== 'failed') && (
        <LuckCard
          luck={luck ?? undefined}
          loading={!luck}
          dateLabel={luck ? dayLabel(luck.date, i18n.language) : undefined}
          labels={{
            title: t('luck.title'),
            score: t('luck.score', { score: '{score}' }),
            loading: t('luck.loading'),
          }}
        />
      )}
      <RecommendedUsers />
    </div>
  );
}
