import { Button, ChevronRightIcon, UserIcon } from '@heartline/ui';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { EncounterUser } from './match';
import * as styles from './MatchArea.css';

/** Under the matched card: open their profile, or leave the match (back to start). */
export function MatchedLinks({
  user,
  onDone,
}: {
  user: Pick<EncounterUser, 'id' | 'nickname'>;
  onDone: () => void;
}) {
  const { t } = useTranslation('match');
  return (
    <div className={styles.matchedLinks}>
      <Link to={`/profile/${user.id}`} className={styles.profileLink}>
        <UserIcon aria-hidden="true" />
        <span>
          {t('matched.viewProfile')}
          <span className={styles.profileName}> · {user.nickname}</span>
        </span>
        <ChevronRightIcon aria-hidden="true" />
      </Link>
      <Button variant="ghost" onClick={onDone}>
        {t('matched.done')}
      </Button>
    </div>
  );
}
