import type { Data } from '@heartline/sdk';
import { proxy, useSnapshot } from 'valtio';
import { i18n } from '../../i18n/i18n';
import { sdk } from '../../sdk';
import { notify, notifyFailure } from '../../stores/toasts';
import type { Interaction } from '../messages';
import { emptyList, loadFirstPage, loadNextPage, type PagedList } from '../../stores/pagedList';
import { registerReset } from '../../stores/resetStores';
import { loadUnreadCounts } from '../../stores/unread';

/** One entry of my address book (GET /friend/friend-list). */
export type Friend = Data<'/friend/friend-list', 'get'>['records'][number];
/** A friend request I received or sent (GET /friend/applys). */
export type FriendRequest = Data<'/friend/applys', 'get'>['records'][number];
export type RequestDirection = 'received' | 'sent';
/** A follower or a member I follow, with whether I follow them (GET /user/follow-list). */
export type FollowEntry = Data<'/user/follow-list', 'get'>['records'][number];
export type FollowKind = 'fans' | 'follows';
/** A visit to my profile (GET /user/visitor-record). */
export type Visit = Data<'/user/visitor-record', 'get'>['records'][number];
export type VisitorCount = Data<'/user/visitor-num', 'get'>;

type SocialState = {
  friends: PagedList<Friend>;
  requests: Record<RequestDirection, PagedList<FriendRequest>>;
  /** Requests being accepted or refused, by id. */
  answering: Record<number, 'accept' | 'refuse'>;
  follows: Record<FollowKind, PagedList<FollowEntry>>;
  /** Follow or unfollow calls on their way, by profile id. */
  followPending: number[];
  visitors: PagedList<Visit>;
  visitorCount: VisitorCount | null;
  /** Likes of my dynamics (who liked me: an SVIP privilege; others see them without names). */
  likes: PagedList<Interaction>;
};

const initial = (): SocialState => ({
  friends: emptyList(),
  requests: { received: emptyList(), sent: emptyList() },
  answering: {},
  follows: { fans: emptyList(), follows: emptyList() },
  followPending: [],
  visitors: emptyList(),
  visitorCount: null,
  likes: emptyList(),
});

/** Social relations: friends, friend requests, followers and follows, visitors, likes. */
export const social = proxy<SocialState>(initial());

// Friends

export function loadFriends() {
  return loadFirstPage(
    social.friends,
    (page) => sdk.friend.list(page),
    i18n.t('social:friends.loadFailed'),
  );
}

export function loadMoreFriends() {
  return loadNextPage(
    social.friends,
    (page) => sdk.friend.list(page),
    (friend) => friend.friendUserId,
    i18n.t('social:friends.loadMoreFailed'),
  );
}

/**
 * Sets (or, with '', clears) the remark name I give a friend. Rejects when the server refused,
 * after saying why, so the name shown goes back to what it was.
 */
export async function saveRemarkName(friendUserId: number, value: string) {
  try {
    const saved = await sdk.friend.setRemarkName({ friendUserId, friendRemarkName: value.trim() });
    const friend = social.friends.items.find((item) => item.friendUserId === friendUserId);
    if (friend) friend.friendRemarkName = saved.friendRemarkName;
    notify({ tone: 'success', title: i18n.t('social:friends.remarkSaved') });
  } catch (error) {
    notifyFailure(error, i18n.t('social:friends.remarkFailed'));
    throw error;
  }
}

// Friend requests

const listRequests = (type: RequestDirection) => (page: { pageNum: number; pageSize: number }) =>
  sdk.friend.listRequests({ type, ...page });

export function loadRequests(direction: RequestDirection) {
  return loadFirstPage(
    social.requests[direction],
    listRequests(direction),
    i18n.t('social:requests.loadFailed'),
  );
}

export function loadMoreRequests(direction: RequestDirection) {
  return loadNextPage(
    social.requests[direction],
    listRequests(direction),
    (request) => request.id,
    i18n.t('social:requests.loadMoreFailed'),
  );
}

/**
 * Accepts or refuses a friend request sent to me. The request shows its new state at once; the
 * badge is refreshed; the friends list reloads on its next visit. When the server refuses
 * (already handled elsewhere), its message shows and the list is reloaded to show the truth.
 */
export async function answerRequest(requestId: number, answer: 'accept' | 'refuse') {
  if (social.answering[requestId]) return false;
  social.answering[requestId] = answer;
  try {
    const { state } = await sdk.friend.acceptOrRefuse({
      id: requestId,
      agree: answer === 'accept' ? 1 : 0,
    });
    const request = social.requests.received.items.find((item) => item.id === requestId);
    if (request) request.state = state;
    if (state === 1 && request) {
      notify({
        tone: 'success',
        title: i18n.t('social:requests.acceptedNotice', { name: request.user.nickname }),
      });
    }
    return true;
  } catch (error) {
    notifyFailure(
      error,
      answer === 'accept'
        ? i18n.t('social:requests.acceptFailed')
        : i18n.t('social:requests.refuseFailed'),
    );
    void loadRequests('received');
    return false;
  } finally {
    delete social.answering[requestId];
    void loadUnreadCounts();
  }
}

// Followers and follows

const listFollows = (kind: FollowKind) => (page: { pageNum: number; pageSize: number }) =>
  sdk.user.listFollows({ type: kind === 'fans' ? 'fans' : 'follow', ...page });

export function loadFollows(kind: FollowKind) {
  return loadFirstPage(
    social.follows[kind],
    listFollows(kind),
    kind === 'fans' ? i18n.t('social:fans.loadFailed') : i18n.t('social:follows.loadFailed'),
  );
}

export function loadMoreFollows(kind: FollowKind) {
  return loadNextPage(
    social.follows[kind],
    listFollows(kind),
    (entry) => entry.id,
    kind === 'fans'
      ? i18n.t('social:fans.loadMoreFailed')
      : i18n.t('social:follows.loadMoreFailed'),
  );
}

/**
 * Follows (back) or unfollows a member. Both lists show the new state once the server agrees;
 * an unfollowed member stays in my follows list with a Follow button, so a slip is undone in
 * one tap.
 */
export async function setFollow(userId: number, follow: boolean) {
  if (social.followPending.includes(userId)) return false;
  social.followPending.push(userId);
  try {
    const { isFollow } = await sdk.user.follow({ userId, follow });
    for (const list of [social.follows.fans, social.follows.follows]) {
      for (const entry of list.items) if (entry.id === userId) entry.isFollow = isFollow;
    }
    return true;
  } catch (error) {
    notifyFailure(
      error,
      follow ? i18n.t('social:follows.followFailed') : i18n.t('social:follows.unfollowFailed'),
    );
    return false;
  } finally {
    social.followPending = social.followPending.filter((id) => id !== userId);
  }
}

// Visitors and likes

/** Loads the visit counts and the first page of visitors, newest first. */
export async function loadVisitors() {
  const [count] = await Promise.all([
    sdk.user.countVisitors().catch(() => null),
    loadFirstPage(
      social.visitors,
      (page) => sdk.user.listVisitors(page),
      i18n.t('social:visitors.loadFailed'),
    ),
  ]);
  if (count) social.visitorCount = count;
}

export function loadMoreVisitors() {
  return loadNextPage(
    social.visitors,
    (page) => sdk.user.listVisitors(page),
    (visit) => `${visit.user.id}@${visit.visitTime}`,
    i18n.t('social:visitors.loadMoreFailed'),
  );
}

/**
 * Loads the likes of my dynamics. Below SVIP the server leaves out who liked (the like is still
 * there). Listing marks them read, so the notifications badge is refreshed.
 */
export async function loadLikes() {
  const loaded = await loadFirstPage(
    social.likes,
    (page) => sdk.message.listInteractions({ type: 'like', ...page }),
    i18n.t('social:likes.loadFailed'),
  );
  if (loaded) void loadUnreadCounts();
}

export function loadMoreLikes() {
  return loadNextPage(
    social.likes,
    (page) => sdk.message.listInteractions({ type: 'like', ...page }),
    (like) => like.id,
    i18n.t('social:likes.loadMoreFailed'),
  );
}

export function reset() {
  Object.assign(social, initial());
}
registerReset(reset);

export function useSocial() {
  return useSnapshot(social);
}
