import { useId, type HTMLAttributes, type ReactNode } from 'react';
import { EmojiText } from '../../emoji';
import { AppLink, type NavigateHandler } from '../../private/AppLink';
import { Avatar } from '../../private/Avatar';
import { MemberBadge, memberLevelOf, type UserBrief } from '../../private/member';
import { Photo, sizesFor } from '../../private/Photo';
import { cx } from '../../utils/cx';
import { VerifiedBadge } from '../VerifiedBadge';
import * as styles from './UserCard.css';
import { UserCardActions, type UserCardActionsProps } from './UserCardActions';
import * as actionStyles from './UserCardActions.css';
import { UserCardFacts } from './UserCardFacts';

/** The fields of an API `UserBrief` (or `EncounterUser`, with its photos) the card draws. */
export type UserCardUser = Pick<
  UserBrief,
  'id' | 'nickname' | 'avatar' | 'gender' | 'age' | 'vipLevel' | 'signature' | 'online'
> &
  Partial<Pick<UserBrief, 'imAccount' | 'verified'>> & { photos?: string[] };

export type UserCardLabels = UserCardActionsProps['labels'] & {
  /** Added to the avatar's name while online ("Online"). */
  online?: string;
  /** The age as shown, with `{age}` ("{age}", "{age}岁"). */
  age?: string;
  /** The gender in words for screen readers: female, male, other. */
  gender?: { 0: string; 1: string; 2: string };
  /** The member level names ("VIP", "SVIP"). */
  vip?: string;
  svip?: string;
  /** The photo-verified badge's name ("Verified"); without it no badge shows. */
  verified?: string;
};

export type UserCardProps = Omit<HTMLAttributes<HTMLElement>, 'children'> &
  Omit<UserCardActionsProps, 'labels' | 'user' | 'variant'> & {
    /** The member (an API UserBrief or EncounterUser). */
    user: UserCardUser;
    /** compact: a row (encounter list, lists); large: a tile with a cover (recommended grid). */
    variant?: 'compact' | 'large';
    /** The region's name, translated ("Spain"). */
    regionName?: string;
    /** The common language's name, translated ("Spanish"). */
    languageName?: string;
    /** The profile's address ("/profile/1"); the name becomes a link covering the card. */
    profileHref?: string;
    /** Follows the profile link inside the app. */
    onNavigate?: NavigateHandler;
    /** A line under the details, such as "Visited 2 h ago". */
    extra?: ReactNode;
    /** Other actions in place of follow, add friend and chat (a list's own buttons). */
    actions?: ReactNode;
    /** The heading level of the name, to fit the page outline. */
    headingLevel?: 2 | 3 | 4;
    /** Every text, translated. */
    labels: UserCardLabels;
    /** `eager` when the card is the first screen's main content (a match); lazy otherwise. */
    imageLoading?: 'lazy' | 'eager';
  };

/** The large card's cover: one card a row on a phone, a grid cell of about 320 px wider. */
const coverSizes = sizesFor({ narrow: '100vw', wide: '320px' });

/** A member at a glance: photo, name, level, age, region, language and signature, with actions. */
export function UserCard({
  user,
  variant = 'compact',
  regionName,
  languageName,
  profileHref,
  onNavigate,
  extra,
  actions,
  headingLevel = 3,
  labels,
  imageLoading,
  following,
  friendState,
  onFollow,
  onAddFriend,
  onChat,
  className,
  ...props
}: UserCardProps) {
  const nameId = useId();
  const Heading = `h${headingLevel}` as const;
  const large = variant === 'large';
  const cover = user.photos?.[0];
  return (
    <article
      aria-labelledby={nameId}
      className={cx(styles.root({ variant }), className)}
      {...props}
    >
      {large && (
        <div className={styles.cover}>
          {cover && (
            <Photo
              src={cover}
              alt=""
              sizes={coverSizes}
              width={320}
              height={104}
              loading={imageLoading}
              className={styles.coverImage}
            />
          )}
        </div>
      )}
      <div className={styles.layout({ variant })}>
        <Avatar
          name={user.nickname}
          src={user.avatar || undefined}
          size={large ? 'xlarge' : 'large'}
          level={memberLevelOf(user.vipLevel)}
          online={user.online === 1}
          onlineLabel={labels.online}
          loading={imageLoading}
          className={styles.avatar({ variant })}
        />
        <div className={styles.body({ variant })}>
          <div className={styles.nameRow({ variant })}>
            <Heading id={nameId} className={styles.name}>
              {profileHref ? (
                <AppLink href={profileHref} onNavigate={onNavigate} className={styles.link}>
                  {user.nickname}
                </AppLink>
              ) : (
                user.nickname
              )}
            </Heading>
            {user.verified === 1 && labels.verified && (
              <VerifiedBadge label={labels.verified} className={styles.verified} />
            )}
            <MemberBadge vipLevel={user.vipLevel} labels={labels} />
          </div>
          <UserCardFacts
            user={user}
            variant={variant}
            regionName={regionName}
            languageName={languageName}
            labels={labels}
          />
          {user.signature && (
            <p className={styles.signature({ variant })}>
              <EmojiText text={user.signature} />
            </p>
          )}
          {extra && <div className={styles.extra}>{extra}</div>}
        </div>
        {actions ? (
          <div className={actionStyles.actions({ variant })}>{actions}</div>
        ) : (
          <UserCardActions
            user={user}
            variant={variant}
            labels={labels}
            following={following}
            friendState={friendState}
            onFollow={onFollow}
            onAddFriend={onAddFriend}
            onChat={onChat}
          />
        )}
      </div>
    </article>
  );
}
