import type { Data } from '@heartline/sdk';
import { proxy, useSnapshot } from 'valtio';
import { i18n } from '../../i18n/i18n';
import { uploadImage } from '../../images/uploadImage';
import { sdk } from '../../sdk';
import { notify, notifyFailure } from '../../stores/toasts';
import { emptyList, loadFirstPage, loadNextPage, type PagedList } from '../../stores/pagedList';
import { registerReset } from '../../stores/resetStores';

/** A photo of my album. */
export type AlbumPhoto = Data<'/album/list', 'get'>['records'][number];

type AlbumState = {
  photos: PagedList<AlbumPhoto>;
  /** Files chosen and not uploaded yet (each shows a spinner tile), and how far the current is. */
  uploads: { waiting: number; done: number; count: number; progress: number };
  /** Photos whose delete is running. */
  deletingIds: number[];
  /** The photo whose delete waits for confirmation. */
  confirmDelete: number | null;
  /** The photo open in the preview, by its place in the list. */
  previewIndex: number | null;
};

const noUploads = () => ({ waiting: 0, done: 0, count: 0, progress: 0 });

const initial = (): AlbumState => ({
  photos: emptyList(),
  uploads: noUploads(),
  deletingIds: [],
  confirmDelete: null,
  previewIndex: null,
});

/** My album (/album): the photos, newest first, uploads with progress, deletes. */
export const album = proxy<AlbumState>(initial());

const fetchPage = (paging: { pageNum: number; pageSize: number }) => sdk.album.list(paging);

export function loadAlbum() {
  return loadFirstPage(album.photos, fetchPage, i18n.t('album:loadFailed'));
}

export function loadMorePhotos() {
  return loadNextPage(album.photos, fetchPage, (photo) => photo.id, i18n.t('album:loadFailed'));
}

/**
 * Uploads the chosen photos one after the other (each checked and compressed first) and adds
 * each to the album as it arrives. A file refused (wrong type, too large) is reported and skipped.
 */
export async function addPhotos(files: File[]) {
  if (files.length === 0) return 0;
  const running = album.uploads.waiting > 0;
  album.uploads.waiting += files.length;
  album.uploads.count += files.length;
  // Files chosen while others upload join the queue of the running loop.
  queue.push(...files);
  if (running) return 0;
  let added = 0;
  while (queue.length > 0) {
    const file = queue.shift()!;
    album.uploads.progress = 0;
    if (await addPhoto(file)) added++;
    album.uploads.waiting -= 1;
    album.uploads.done += 1;
  }
  album.uploads = noUploads();
  if (added > 0) {
    const title =
      added === 1 ? i18n.t('album:addedOne') : i18n.t('album:addedMany', { count: added });
    notify({ tone: 'success', title });
  }
  return added;
}

const queue: File[] = [];

async function addPhoto(file: File) {
  const uploaded = await uploadImage(file, {
    purpose: 'album',
    onProgress: (fraction) => {
      album.uploads.progress = fraction;
    },
  });
  if (!uploaded) return false;
  try {
    const photo = await sdk.album.addPhoto({ url: uploaded.url });
    const shown = album.photos.items.some((item) => item.id === photo.id);
    album.photos.items = [photo, ...album.photos.items.filter((item) => item.id !== photo.id)];
    if (!shown) album.photos.total += 1;
    if (album.photos.status !== 'ready') album.photos.status = 'ready';
    return true;
  } catch (error) {
    notifyFailure(error, i18n.t('album:uploadFailed'));
    return false;
  }
}

/** Asks before deleting a photo. */
export function askDelete(photoId: number | null) {
  album.confirmDelete = photoId;
}

/** Deletes the photo waiting for confirmation. */
export async function deleteConfirmed() {
  const photoId = album.confirmDelete;
  if (photoId === null || album.deletingIds.includes(photoId)) return false;
  album.confirmDelete = null;
  album.deletingIds.push(photoId);
  try {
    await sdk.album.deletePhoto({ id: photoId });
    const before = album.photos.items.length;
    album.photos.items = album.photos.items.filter((photo) => photo.id !== photoId);
    album.photos.total = Math.max(0, album.photos.total - (before - album.photos.items.length));
    notify({ tone: 'success', title: i18n.t('album:deleted') });
    return true;
  } catch (error) {
    notifyFailure(error, i18n.t('album:deleteFailed'));
    return false;
  } finally {
    album.deletingIds = album.deletingIds.filter((id) => id !== photoId);
  }
}

export function openPreview(index: number | null) {
  album.previewIndex = index;
}

export function reset() {
  queue.length = 0;
  Object.assign(album, initial());
}
registerReset(reset);

export function useAlbum() {
  return useSnapshot(album);
}
