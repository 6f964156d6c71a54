import { Button, CrownIcon } from '@heartline/ui';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import * as styles from './SvipUpgrade.css';

/** The account page's VIP tab, where SVIP is bought (decisions.md: /account?tab=vip). */
export const vipHref = '/account?tab=vip';

/** Seeing who liked me is an SVIP privilege: says so to other members, with the way to it. */
export function SvipUpgrade() {
  const { t } = useTranslation('social');
  const navigate = useNavigate();
  const titleId = useId();
  return (
    <aside className={styles.root} aria-labelledby={titleId}>
      <span className={styles.icon} aria-hidden="true">
        <CrownIcon />
      </span>
      <div className={styles.body}>
        <h2 id={titleId} className={styles.title}>
          {t('upgrade.title')}
        </h2>
        <p className={styles.description}>{t('upgrade.description')}</p>
      </div>
      <Button variant="gold" className={styles.action} onClick={() => navigate(vipHref)}>
        {t('upgrade.action')}
      </Button>
    </aside>
  );
}
