import { Avatar } from '../../private/Avatar';
import { memberLevelOf } from '../../private/member';
import type { SelectOption } from '../../private/SelectField';
import type { Friend } from './addressFormTypes';

/** The friend select's options: remark name (or nickname) with the friend's avatar. */
export function friendOptions(friends: Friend[]): SelectOption[] {
  return friends.map((friend) => ({
    value: String(friend.friendUserId),
    label: friend.friendRemarkName || friend.user.nickname,
    icon: (
      <Avatar
        name={friend.user.nickname}
        src={friend.user.avatar || undefined}
        level={memberLevelOf(friend.user.vipLevel)}
        size="xsmall"
        aria-hidden="true"
      />
    ),
  }));
}
