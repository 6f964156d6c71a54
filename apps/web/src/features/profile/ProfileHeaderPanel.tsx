import { ProfileHeader, type ProfileCountKind } from '@heartline/ui';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { openComplaint } from '../complaint';
import { useBlocks } from '../block';
import { notify } from '../../stores/toasts';
import {
  askDeleteFriend,
  askFriendRequest,
  blockMember,
  setFollow,
  unblockMember,
  useProfile,
} from './profile';
import { useProfileEdit } from './profileEdit';
import { displayName, useProfileHeaderLabels } from './profileLabels';

/** Where each count of my own profile leads, and what it says when there is nobody yet. */
type NoneKey = `counts.${'noFans' | 'noFollows' | 'noFriends' | 'noVisitors'}`;
const countLinks: Record<ProfileCountKind, { href: string; none?: NoneKey }> = {
  fans: { href: '/followMe', none: 'counts.noFans' },
  follow: { href: '/myLike', none: 'counts.noFollows' },
  friends: { href: '/friends', none: 'counts.noFriends' },
  visitors: { href: '/myVisitors', none: 'counts.noVisitors' },
  likes: { href: '/myspace' },
};

/**
 * The profile's header wired to the stores: follow, add friend, chat, gift, delete friend, block
 * (or unblock) and report on someone else's; edit and the counts' lists on my own.
 */
export function ProfileHeaderPanel({ own }: { own: boolean }) {
  const { t, i18n } = useTranslation('profile');
  const navigate = useNavigate();
  const labels = useProfileHeaderLabels();
  const { profile, album, photoPermission, followPending, friendPending } = useProfile();
  const { choices } = useProfileEdit();
  const { unblocking } = useBlocks();
  if (!profile) return null;

  const hobbyIds = profile.hobby.split(',').map(Number);
  const hobbies = choices.hobbies
    .filter((hobby) => hobbyIds.includes(hobby.id))
    .map((hobby) => hobby.name);
  // The newest photo makes the cover when the viewer may see it.
  const cover = photoPermission === 1 ? (album.items[0]?.url ?? undefined) : undefined;
  const chat = `/chat?userId=${profile.id}`;

  return (
    <ProfileHeader
      profile={profile}
      own={own}
      coverSrc={cover}
      regionName={displayName(i18n.language, 'region', profile.region)}
      languageName={displayName(i18n.language, 'language', profile.commonLanguage)}
      hobbies={hobbies}
      locale={i18n.language}
      labels={labels}
      followPending={followPending}
      friendPending={friendPending}
      onEditProfile={() => navigate('/profile/edit')}
      onFollow={({ follow }) => void setFollow(follow)}
      onAddFriend={askFriendRequest}
      onChat={() => navigate(chat)}
      onGift={() => navigate(`${chat}&gift=1`)}
      onBlock={({ block }) => void (block ? blockMember() : unblockMember())}
      blockPending={unblocking.includes(profile.id)}
      onDeleteFriend={askDeleteFriend}
      onComplain={() =>
        openComplaint({
          account: profile.account,
          nickname: profile.nickname,
          // About the member and how they behave (not a dynamic's content).
          categories: [1, 3],
        })
      }
      onOpenCount={
        own
          ? ({ kind, count }) => {
              const { href, none } = countLinks[kind];
              if (count === 0 && none) notify({ tone: 'info', title: t(none) });
              else navigate(href);
            }
          : undefined
      }
    />
  );
}
