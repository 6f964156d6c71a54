import { useId, type HTMLAttributes } from 'react';
import { Avatar } from '../../private/Avatar';
import { fillLabel } from '../../private/format';
import { MemberBadge, memberLevelOf, type UserBrief } from '../../private/member';
import { Photo, sizesFor } from '../../private/Photo';
import { cx } from '../../utils/cx';
import { VerifiedBadge } from '../VerifiedBadge';
import * as styles from './ProfileHeader.css';
import { ProfileHeaderActions, type ProfileHeaderActionsProps } from './ProfileHeaderActions';
import { ProfileHeaderDetails } from './ProfileHeaderDetails';
import type { ProfileHeaderLabels } from './labels';
import { ProfileHeaderCounts, type ProfileCountKind } from './ProfileHeaderCounts';

export type { ProfileHeaderLabels } from './labels';

/** The cover spans the header: the screen on a phone, the page's column (about 960 px) wider. */
const coverSizes = sizesFor({ narrow: '100vw', wide: '960px' });

/** The fields of an API `UserProfile` (or the own `UserInfo`) the header draws. */
export type ProfileHeaderProfile = Pick<
  UserBrief,
  'id' | 'account' | 'nickname' | 'avatar' | 'gender' | 'age' | 'vipLevel' | 'signature' | 'online'
> &
  Partial<Pick<UserBrief, 'imAccount' | 'verified'>> & {
    height: number | null;
    weight: number | null;
    occupation: string;
    introduction: string;
    userDataVo: Record<ProfileCountKind, number>;
    /** 1 when the caller follows this user. */
    isFollow?: 0 | 1;
    /** 1 when the caller and this user are friends. */
    isFriend?: 0 | 1;
    /** 1 while the caller's friend request waits. */
    friendRequestPending?: 0 | 1;
    /** 1 when the caller blocked this user. */
    isBlock?: 0 | 1;
  };

export type ProfileHeaderProps = Omit<HTMLAttributes<HTMLElement>, 'children'> &
  Pick<
    ProfileHeaderActionsProps,
    | 'own'
    | 'followPending'
    | 'friendPending'
    | 'onEditProfile'
    | 'onFollow'
    | 'onAddFriend'
    | 'onChat'
    | 'onGift'
    | 'onComplain'
    | 'onBlock'
    | 'onDeleteFriend'
    | 'blockPending'
  > & {
    /** The profile (an API UserProfile, or the own UserInfo with `own`). */
    profile: ProfileHeaderProfile;
    /** The cover picture; a warm gradient without it. */
    coverSrc?: string;
    /** The region's name, translated. */
    regionName?: string;
    /** The common language's name, translated. */
    languageName?: string;
    /** The hobby names, translated (from the ids in `hobby`). */
    hobbies?: string[];
    /** Formats the counts ("1,280"). */
    locale?: string;
    /** The heading level of the nickname. */
    headingLevel?: 1 | 2;
    /** Every text, translated. */
    labels: ProfileHeaderLabels;
    /** Opens the list behind a count; the app shows the spec's "no fans yet" message at 0. */
    onOpenCount?: (open: { kind: ProfileCountKind; count: number }) => void;
  };

/** The top of a profile: cover, avatar, name, level, ID, details, hobbies, about, counts, actions. */
export function ProfileHeader({
  profile: p,
  own,
  coverSrc,
  regionName,
  languageName,
  hobbies = [],
  locale,
  headingLevel = 1,
  labels,
  followPending,
  friendPending,
  onEditProfile,
  onFollow,
  onAddFriend,
  onChat,
  onGift,
  onComplain,
  onBlock,
  onDeleteFriend,
  blockPending,
  onOpenCount,
  className,
  ...props
}: ProfileHeaderProps) {
  const nameId = useId();
  const Heading = `h${headingLevel}` as const;
  return (
    <section aria-labelledby={nameId} className={cx(styles.root, className)} {...props}>
      <div className={styles.cover}>
        {coverSrc && (
          // The first screen's main picture: loaded at once, first.
          <Photo
            src={coverSrc}
            alt=""
            sizes={coverSizes}
            width={960}
            height={176}
            loading="eager"
            fetchPriority="high"
            className={styles.coverImage}
          />
        )}
      </div>
      <div className={styles.content}>
        <Avatar
          name={p.nickname}
          src={p.avatar || undefined}
          size="xlarge"
          level={memberLevelOf(p.vipLevel)}
          online={p.online === 1}
          onlineLabel={labels.online}
          loading="eager"
          className={styles.avatar}
        />
        <div className={styles.identity}>
          <div className={styles.nameRow}>
            <Heading id={nameId} className={styles.name}>
              {p.nickname}
            </Heading>
            {p.verified === 1 && labels.verified && (
              <VerifiedBadge label={labels.verified} className={styles.verified} />
            )}
            <MemberBadge vipLevel={p.vipLevel} labels={labels} />
          </div>
          <p className={styles.account}>{fillLabel(labels.id, { account: p.account })}</p>
        </div>
        <ProfileHeaderActions
          userId={p.id}
          imAccount={p.imAccount}
          own={own}
          isFollow={p.isFollow === 1}
          friendState={
            p.isFriend === 1 ? 'friends' : p.friendRequestPending === 1 ? 'pending' : 'none'
          }
          followPending={followPending}
          friendPending={friendPending}
          labels={labels}
          onEditProfile={onEditProfile}
          onFollow={onFollow}
          onAddFriend={onAddFriend}
          onChat={onChat}
          onGift={onGift}
          onComplain={onComplain}
          blocked={p.isBlock === 1}
          blockPending={blockPending}
          onBlock={onBlock}
          onDeleteFriend={onDeleteFriend}
        />
        <ProfileHeaderDetails
          profile={p}
          regionName={regionName}
          languageName={languageName}
          hobbies={hobbies}
          labels={labels}
          headingLevel={headingLevel}
        />
        <ProfileHeaderCounts
          counts={p.userDataVo}
          labels={labels.counts}
          label={labels.countsLabel}
          locale={locale}
          onOpenCount={onOpenCount}
        />
      </div>
    </section>
  );
}
