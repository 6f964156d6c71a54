import type { Data, Query } from '@heartline/sdk';
import { proxy, useSnapshot } from 'valtio';
import { i18n } from '../../i18n/i18n';
import { sdk } from '../../sdk';
import { emptyList, loadFirstPage, loadNextPage, type PagedList } from '../../stores/pagedList';
import { registerReset } from '../../stores/resetStores';
import { loadUnreadCounts } from '../../stores/unread';

/** An interactive notification: a like, comment, reply, follow or gift (GET /interact/list). */
export type Interaction = Data<'/interact/list', 'get'>['records'][number];
export type InteractionType = NonNullable<Query<'/interact/list', 'get'>['type']>;
/** A system announcement (GET /message/notices). */
export type Announcement = Data<'/message/notices', 'get'>['records'][number];

/** The filters of the notifications page: every kind, or one. */
export const interactionFilters = ['all', 'like', 'comment', 'reply', 'follow', 'gift'] as const;
export type InteractionFilter = (typeof interactionFilters)[number];

type NotificationsState = {
  interactions: PagedList<Interaction>;
  /** The kind the notifications page shows. */
  filter: InteractionFilter;
  announcements: PagedList<Announcement>;
};

const initial = (): NotificationsState => ({
  interactions: emptyList(),
  filter: 'all',
  announcements: emptyList(),
});

/** The message center: interactive notifications and announcements (the counts: unread.ts). */
export const notifications = proxy<NotificationsState>(initial());

const interactionQuery = (filter: InteractionFilter) => (filter === 'all' ? {} : { type: filter });

/**
 * Loads the first page of my notifications, of every kind or of one. The server marks the page
 * read (each keeps its `read` from before, for the unread dot), so the badge is refreshed.
 */
export async function loadInteractions(filter: InteractionFilter = notifications.filter) {
  const changed = filter !== notifications.filter;
  notifications.filter = filter;
  const loaded = await loadFirstPage(
    notifications.interactions,
    (page) => sdk.message.listInteractions({ ...interactionQuery(filter), ...page }),
    i18n.t('messages:notifications.loadFailed'),
    { clear: changed, key: filter },
  );
  if (loaded) void loadUnreadCounts();
}

export async function loadMoreInteractions() {
  const filter = notifications.filter;
  const loaded = await loadNextPage(
    notifications.interactions,
    (page) => sdk.message.listInteractions({ ...interactionQuery(filter), ...page }),
    (item) => item.id,
    i18n.t('messages:notifications.loadMoreFailed'),
  );
  if (loaded) void loadUnreadCounts();
}

/** Loads the first page of announcements; the server marks them read, so the badge follows. */
export async function loadAnnouncements() {
  const loaded = await loadFirstPage(
    notifications.announcements,
    (page) => sdk.message.listAnnouncements(page),
    i18n.t('messages:announcements.loadFailed'),
  );
  if (loaded) void loadUnreadCounts();
}

export async function loadMoreAnnouncements() {
  const loaded = await loadNextPage(
    notifications.announcements,
    (page) => sdk.message.listAnnouncements(page),
    (item) => item.id,
    i18n.t('messages:announcements.loadMoreFailed'),
  );
  if (loaded) void loadUnreadCounts();
}

export function reset() {
  Object.assign(notifications, initial());
}
registerReset(reset);

export function useNotifications() {
  return useSnapshot(notifications);
}
