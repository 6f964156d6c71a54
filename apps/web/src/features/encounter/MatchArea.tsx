import {
  Button,
  MatchPanel,
  Spinner,
  useMatchCountdown,
  type MatchPanelLabels,
} from '@heartline/ui';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { formatDate } from '../../i18n/formatDate';
import {
  cancelMatching,
  continueMatching,
  finishCountdown,
  loadOnlineUsers,
  MATCH_COUNTDOWN_SECONDS,
  startMatching,
  useMatch,
} from './match';
import { useSession } from '../../stores/session';
import { useCardLabels, usePlaceNames } from '../../i18n/cardLabels';
import * as styles from './MatchArea.css';
import { MatchedLinks } from './MatchedLinks';

const levels = ['normal', 'vip', 'svip'] as const;

/**
 * Random matching on the encounter page: start, the 15-second countdown, the person found (say
 * hello, open the profile, match again), or no attempts left today with the way to upgrade.
 */
export function MatchArea() {
  const { t } = useTranslation('match');
  const { t: tc } = useTranslation();
  const navigate = useNavigate();
  const { quota, phase, matched, onlineStatus } = useMatch();
  const { me } = useSession();
  const level = levels[me?.vipLevel ?? 0] ?? 'normal';
  const cardLabels = useCardLabels();
  const places = usePlaceNames();
  const secondsLeft = useMatchCountdown({
    running: phase === 'matching',
    seconds: MATCH_COUNTDOWN_SECONDS,
    onTimeout: finishCountdown,
  });

  if (!quota) {
    return (
      <section className={styles.placeholder} aria-busy={onlineStatus !== 'failed'}>
        {onlineStatus === 'failed' ? (
          <>
            <p>{t('quota.failed')}</p>
            <Button variant="secondary" onClick={() => void loadOnlineUsers()}>
              {tc('errors.retry')}
            </Button>
          </>
        ) : (
          <Spinner size="large" label={t('quota.loading')} />
        )}
      </section>
    );
  }

  const labels: MatchPanelLabels = {
    idleTitle: t('panel.idleTitle'),
    idleDescription: t(`panel.idleDescription.${level}`, { limit: quota.limit }),
    matchingTitle: t('panel.matchingTitle'),
    matchingDescription: t('panel.matchingDescription'),
    matchedTitle: t('panel.matchedTitle'),
    exhaustedTitle: t('panel.exhaustedTitle'),
    exhaustedDescription: t(`panel.exhaustedDescription.${level}`, {
      time: formatDate(quota.resetTime),
    }),
    remaining: t('panel.remaining', { remaining: quota.remaining, limit: quota.limit }),
    // The panel fills in {seconds} as the countdown runs.
    countdown: t('panel.countdown', { seconds: '{seconds}' }),
    start: t('panel.start'),
    cancel: t('panel.cancel'),
    continue: t('panel.continue'),
    chat: t('panel.chat'),
    upgrade: level === 'svip' ? '' : t(`panel.upgrade.${level}`),
    online: cardLabels.online,
    age: cardLabels.age,
  };

  return (
    <div className={styles.area}>
      <MatchPanel
        status={phase}
        remaining={quota.remaining}
        limit={quota.limit}
        secondsLeft={secondsLeft}
        countdownSeconds={MATCH_COUNTDOWN_SECONDS}
        match={
          matched
            ? {
                user: { ...matched, photos: [...matched.photos] },
                regionName: places.region(matched.region),
                languageName: places.language(matched.commonLanguage),
              }
            : undefined
        }
        labels={labels}
        onStart={() => void startMatching()}
        onCancel={cancelMatching}
        onContinue={() => void continueMatching()}
        onChat={({ userId }) => navigate(`/chat?userId=${userId}`)}
        // SVIP is the highest level: nothing to upgrade to.
        onUpgrade={level === 'svip' ? undefined : () => navigate('/account?tab=vip')}
      />
      {phase === 'matched' && matched && <MatchedLinks user={matched} onDone={cancelMatching} />}
    </div>
  );
}
