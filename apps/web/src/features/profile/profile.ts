import { ErrorCodes, isHeartlineError, type Data } from '@heartline/sdk';
import { proxy, useSnapshot } from 'valtio';
import { i18n } from '../../i18n/i18n';
import { sdk } from '../../sdk';
import { notify, notifyFailure } from '../../stores/toasts';
import { emptyList, loadFirstPage, loadNextPage, type PagedList } from '../../stores/pagedList';
import { registerReset } from '../../stores/resetStores';
import { balanceChanged } from '../account';
import { askToBlock, unblock } from '../block';
import { payOnce, refusedForFunds } from '../../stores/payment';

/** A member's profile as I see it (/user/info's userVo). */
export type Profile = Data<'/user/info', 'get'>['userVo'];
/** A photo of a profile's album; `url` is null while locked for me. */
export type ProfilePhoto = Data<'/album/list', 'get'>['records'][number];
/** A dynamic of the profile's owner. */
export type ProfileDynamic = Data<'/dynamic/dynamic-list', 'get'>['records'][number];

type ProfileState = {
  /** Whose profile is on screen: a profile id, or null for my own. */
  userId: number | null;
  profile: Profile | null;
  status: 'idle' | 'loading' | 'ready' | 'failed' | 'notFound';
  album: PagedList<ProfilePhoto>;
  /** 0 while the album is locked for me (a gender-1 viewer who has not paid). */
  photoPermission: 0 | 1;
  dynamics: PagedList<ProfileDynamic>;
  followPending: boolean;
  friendPending: boolean;
  unlockPending: boolean;
  /** Delete friend: asking first, then on its way. */
  unfriend: 'idle' | 'asking' | 'pending';
  /** The friend request's dialog (a note to go with it) is open. */
  askingFriendRequest: boolean;
};

const initial = (): ProfileState => ({
  userId: null,
  profile: null,
  status: 'idle',
  album: emptyList(),
  photoPermission: 1,
  dynamics: emptyList(),
  followPending: false,
  friendPending: false,
  unlockPending: false,
  unfriend: 'idle',
  askingFriendRequest: false,
});

/** The profile page (/profile/:id?): the header, the album, the dynamics and the actions. */
export const profile = proxy<ProfileState>(initial());

/** Each profile opened is stamped, so an answer for a profile left since is dropped. */
let visit = 0;

/**
 * Opens a profile: mine without `userId`, else that member's (the server records the visit).
 * The album and the dynamics load beside it.
 */
export async function openProfile(userId: number | null) {
  const stamp = ++visit;
  Object.assign(profile, initial(), { userId, status: 'loading' });
  void loadAlbum();
  void loadDynamics();
  try {
    const { userVo } = await sdk.user.getInfo(userId === null ? {} : { userId });
    if (stamp !== visit) return;
    profile.profile = userVo;
    profile.status = 'ready';
  } catch (error) {
    if (stamp !== visit) return;
    const missing = isHeartlineError(error) && error.code === ErrorCodes.notFound;
    profile.status = missing ? 'notFound' : 'failed';
    if (!missing) notifyFailure(error, i18n.t('profile:failed'));
  }
}

/** One page of the album; it also says whether the photos are locked for me. */
function fetchAlbumPage(userId: number | null, stamp: number) {
  return async (paging: { pageNum: number; pageSize: number }) => {
    const page = await sdk.album.list({ ...(userId === null ? {} : { userId }), ...paging });
    if (stamp === visit) profile.photoPermission = page.photoPermission;
    return page;
  };
}

function fetchDynamicsPage(userId: number | null) {
  return (paging: { pageNum: number; pageSize: number }) =>
    sdk.dynamic.list({
      ...(userId === null ? { type: 'mine' as const } : { type: 'user' as const, userId }),
      ...paging,
    });
}

/** The album's first page again (after a failure, or once the photos are unlocked). */
export function loadAlbum() {
  return loadFirstPage(
    profile.album,
    fetchAlbumPage(profile.userId, visit),
    i18n.t('profile:album.failed'),
  );
}

export function loadMorePhotos() {
  return loadNextPage(
    profile.album,
    fetchAlbumPage(profile.userId, visit),
    (photo) => photo.id,
    i18n.t('profile:album.failed'),
  );
}

/** The member's dynamics, the pinned one first (mine on my own profile). */
export function loadDynamics() {
  return loadFirstPage(
    profile.dynamics,
    fetchDynamicsPage(profile.userId),
    i18n.t('profile:dynamics.failed'),
  );
}

export function loadMoreDynamics() {
  return loadNextPage(
    profile.dynamics,
    fetchDynamicsPage(profile.userId),
    (dynamic) => dynamic.id,
    i18n.t('profile:dynamics.failed'),
  );
}

/**
 * Follows or unfollows the member on screen. The button and the fans count change at once; the
 * server's count replaces the guess, and a failure puts both back.
 */
export async function setFollow(follow: boolean) {
  const shown = profile.profile;
  if (!shown || profile.followPending) return;
  const before = { isFollow: shown.isFollow, fans: shown.userDataVo.fans };
  const stamp = visit;
  shown.isFollow = follow ? 1 : 0;
  shown.userDataVo.fans = Math.max(0, before.fans + (follow ? 1 : -1));
  profile.followPending = true;
  try {
    const result = await sdk.user.follow({ userId: shown.id, follow });
    if (stamp !== visit) return;
    shown.isFollow = result.isFollow;
    shown.userDataVo.fans = result.fans;
    notify({
      tone: 'success',
      title: i18n.t(follow ? 'profile:follow.followed' : 'profile:follow.unfollowed', {
        name: shown.nickname,
      }),
    });
  } catch (error) {
    if (stamp !== visit) return;
    shown.isFollow = before.isFollow;
    shown.userDataVo.fans = before.fans;
    notifyFailure(
      error,
      i18n.t(follow ? 'profile:follow.failed' : 'profile:follow.unfollowFailed'),
    );
  } finally {
    if (stamp === visit) profile.followPending = false;
  }
}

/** Opens the friend request's dialog, where a note may go with it (AddFriendDialog). */
export function askFriendRequest() {
  if (profile.profile && !profile.friendPending) profile.askingFriendRequest = true;
}

export function cancelFriendRequest() {
  if (!profile.friendPending) profile.askingFriendRequest = false;
}

/**
 * Sends a friend request with its note to the member on screen, and says whether it waits or
 * was accepted. The dialog closes once it went; a failure keeps it open with the note.
 */
export async function sendFriendRequest(note = '') {
  const shown = profile.profile;
  if (!shown || profile.friendPending) return;
  const stamp = visit;
  profile.friendPending = true;
  try {
    const { state } = await sdk.friend.add({ userId: shown.id, note });
    if (stamp !== visit) return;
    profile.askingFriendRequest = false;
    if (state === 1) shown.isFriend = 1;
    else shown.friendRequestPending = 1;
    const key = state === 1 ? 'profile:friend.accepted' : 'profile:friend.sent';
    notify({ tone: 'success', title: i18n.t(key, { name: shown.nickname }) });
  } catch (error) {
    if (stamp !== visit) return;
    notifyFailure(error, i18n.t('profile:friend.failed'));
  } finally {
    if (stamp === visit) profile.friendPending = false;
  }
}

/**
 * Blocks the member on screen once the member confirms: the page then offers only Unblock (the
 * server has ended the friendship and the follows, and shows none of their dynamics).
 */
export async function blockMember() {
  const shown = profile.profile;
  if (!shown) return;
  const stamp = visit;
  const blocked = await askToBlock({ userId: shown.id, nickname: shown.nickname });
  if (!blocked || stamp !== visit) return;
  Object.assign(shown, { isBlock: 1, isFollow: 0, isFriend: 0, friendRequestPending: 0 });
}

/** Unblocks the member on screen, whose dynamics show again. */
export async function unblockMember() {
  const shown = profile.profile;
  if (!shown) return;
  const stamp = visit;
  if (!(await unblock({ userId: shown.id, nickname: shown.nickname })) || stamp !== visit) return;
  shown.isBlock = 0;
  void loadDynamics();
}

/** Asks before deleting the friend on screen (DeleteFriendDialog). */
export function askDeleteFriend() {
  if (profile.profile?.isFriend === 1) profile.unfriend = 'asking';
}

export function cancelDeleteFriend() {
  if (profile.unfriend === 'asking') profile.unfriend = 'idle';
}

/** Ends the friendship on both sides; follows and the chat stay. */
export async function confirmDeleteFriend() {
  const shown = profile.profile;
  if (!shown || profile.unfriend !== 'asking') return;
  const stamp = visit;
  profile.unfriend = 'pending';
  try {
    await sdk.friend.delete({ userId: shown.id });
    if (stamp !== visit) return;
    shown.isFriend = 0;
    shown.userDataVo.friends = Math.max(0, shown.userDataVo.friends - 1);
    notify({ tone: 'success', title: i18n.t('profile:unfriend.done', { name: shown.nickname }) });
  } catch (error) {
    if (stamp !== visit) return;
    notifyFailure(error, i18n.t('profile:unfriend.failed'));
  } finally {
    if (stamp === visit) profile.unfriend = 'idle';
  }
}

/**
 * Pays the photo permission (3 coins, once per pair) and shows the photos. Without enough coins
 * the low-balance dialog opens instead.
 */
export async function unlockPhotos() {
  const shown = profile.profile;
  if (!shown || profile.unlockPending) return;
  const stamp = visit;
  profile.unlockPending = true;
  try {
    // Paid once per pair: a retry after an answer that never came reuses the key (payOnce).
    await payOnce(`photoPermission:${shown.id}`, (options) =>
      sdk.wallet.pay({ purpose: 'photoPermission', toUserId: shown.id }, options),
    );
    if (stamp !== visit) return;
    shown.photoPermission = 1;
    notify({ tone: 'success', title: i18n.t('profile:album.unlocked') });
    balanceChanged();
    await loadAlbum();
  } catch (error) {
    if (stamp !== visit) return;
    if (!refusedForFunds(error, { what: 'photo', of: shown.nickname })) {
      notifyFailure(error, i18n.t('profile:album.unlockFailed'));
    }
  } finally {
    if (stamp === visit) profile.unlockPending = false;
  }
}

export function reset() {
  visit++;
  Object.assign(profile, initial());
}
registerReset(reset);

export function useProfile() {
  return useSnapshot(profile);
}
