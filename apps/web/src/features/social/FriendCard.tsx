import { RemarkName, UserCard, type UserCardLabels } from '@heartline/ui';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { useAppNavigate } from '../../layout/useAppNavigate';
import { formatDate } from '../../i18n/formatDate';
import { saveRemarkName, type Friend } from './social';
import { usePlaceNames } from '../../i18n/cardLabels';
import * as styles from './FriendsPage.css';
import { chatHref, profileHref } from './useSocialLabels';

/**
 * A friend: the remark name I gave them (their nickname when none) linking to their profile,
 * the remark editable in place, since when we are friends, and the chat button.
 */
export function FriendCard({ friend, labels }: { friend: Friend; labels: UserCardLabels }) {
  const { t } = useTranslation('social');
  const navigate = useNavigate();
  const onNavigate = useAppNavigate();
  const places = usePlaceNames();
  const { user, friendRemarkName: remark } = friend;
  return (
    <UserCard
      user={{ ...user, nickname: remark ?? user.nickname }}
      labels={labels}
      regionName={places.region(user.region)}
      languageName={places.language(user.commonLanguage)}
      profileHref={profileHref(user)}
      onNavigate={onNavigate}
      onChat={() => navigate(chatHref(user.id))}
      extra={
        <span className={styles.extra}>
          <RemarkName
            className={styles.remark}
            remarkName={remark}
            nickname={t('friends.remarkAdd')}
            labels={{
              edit: t('friends.remarkEdit'),
              field: t('friends.remarkField'),
              saving: t('friends.remarkSaving'),
            }}
            onSave={({ value }) => saveRemarkName(friend.friendUserId, value)}
          />
          {remark && <span>{t('friends.nickname', { name: user.nickname })}</span>}
          <time dateTime={friend.createTime}>
            {t('friends.since', { time: formatDate(friend.createTime) })}
          </time>
        </span>
      }
    />
  );
}
