import { CheckIcon, Logo } from '@heartline/ui';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import * as styles from './AuthFrame.css';
import { LoginLanguageMenu } from './LoginLanguageMenu';

/**
 * The frame of the pages open to anonymous users (/login, /pass): what Heartline is on one
 * side, the form on the other; one column on narrow screens.
 */
export function AuthFrame({
  children,
  roomy = false,
}: {
  children: ReactNode;
  /** A wider card (registration): its personal info step lays out in two columns. */
  roomy?: boolean;
}) {
  const { t } = useTranslation('login');
  return (
    <div className={styles.root}>
      <section className={styles.hero} aria-labelledby="auth-hero-title">
        <Logo size="medium" tone="inverse" />
        <p id="auth-hero-title" className={styles.heroTitle}>
          {t('hero.title')}
        </p>
        <ul className={styles.points}>
          {(['translate', 'match', 'moments'] as const).map((point) => (
            <li key={point} className={styles.point}>
              <span className={styles.pointIcon} aria-hidden="true">
                <CheckIcon />
              </span>
              {t(`hero.points.${point}`)}
            </li>
          ))}
        </ul>
      </section>
      <main className={styles.panel}>
        <div className={styles.panelTop}>
          <Logo size="small" className={styles.panelLogo} />
          <LoginLanguageMenu />
        </div>
        <p className={styles.narrowTitle} aria-hidden="true">
          {t('hero.title')}
        </p>
        <div className={roomy ? styles.roomyCard : styles.card}>{children}</div>
      </main>
    </div>
  );
}
