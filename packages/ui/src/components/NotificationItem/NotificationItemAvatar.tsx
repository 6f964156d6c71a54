import type { ReactNode } from 'react';
import { Avatar } from '../../private/Avatar';
import { ChatIcon, HeartIcon } from '../../private/icons';
import { GiftIcon } from '../../private/icons/dialogIcons';
import { UserPlusIcon } from '../../private/icons/layoutIcons';
import { ReplyIcon } from '../../private/icons/socialIcons';
import { memberLevelOf } from '../../private/member';
import type { Interaction, InteractionType } from './NotificationItem';
import * as styles from './NotificationItem.css';

const typeIcon: Record<InteractionType, ReactNode> = {
  like: <HeartIcon fill="currentColor" />,
  comment: <ChatIcon />,
  reply: <ReplyIcon />,
  follow: <UserPlusIcon />,
  gift: <GiftIcon />,
};

/** Who did it (a plum heart when hidden), with a small badge for what they did. Decorative. */
export function NotificationItemAvatar({ user, type }: Pick<Interaction, 'user' | 'type'>) {
  return (
    <span className={styles.avatar}>
      {user ? (
        <Avatar
          name={user.nickname}
          src={user.avatar || undefined}
          level={memberLevelOf(user.vipLevel)}
          aria-hidden="true"
        />
      ) : (
        <span className={styles.anonymous} aria-hidden="true">
          <HeartIcon />
        </span>
      )}
      <span className={styles.typeIcon({ type })} aria-hidden="true">
        {typeIcon[type]}
      </span>
    </span>
  );
}
