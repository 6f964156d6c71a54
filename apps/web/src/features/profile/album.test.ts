import { scenarios } from '@heartline/sdk/mocks';
import { http, HttpResponse } from 'msw';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { i18n, initI18n } from '../../i18n/i18n';
import { api, apiBase, serveApiDuringTests } from '../../test/apiServer';
import {
  addPhotos,
  album,
  askDelete,
  deleteConfirmed,
  loadAlbum,
  openPreview,
  reset,
} from './album';
import { toasts } from '../../stores/toasts';

serveApiDuringTests();

beforeAll(async () => {
  await initI18n('en');
  await i18n.loadNamespaces(['album', 'common']);
});

beforeEach(() => {
  reset();
  toasts.list = [];
});

const ids = () => album.photos.items.map((photo) => photo.id);
const lastToast = () => toasts.list.at(-1);

/** A tiny PNG: the signature and the IHDR chunk. */
const pngFile = (name: string) => {
  const bytes = new Uint8Array(64);
  bytes.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52]);
  return new File([bytes], name, { type: 'image/png' });
};

/**
 * Uploads answered without reading the multipart body (jsdom's File does not pass through Node's
 * FormData parser; the stories and the end-to-end journey upload for real).
 */
function answerUploads() {
  let count = 0;
  let photoId = 100;
  api.use(
    // Each photo its own id, as the server gives (the mock world's album does not grow).
    http.post(`${apiBase}/album/upload`, async ({ request }) => {
      const { url } = (await request.json()) as { url: string };
      return HttpResponse.json({
        code: 200,
        msg: 'success',
        data: { id: ++photoId, url, locked: false, createTime: '2026-11-22T10:00:00.000Z' },
      });
    }),
    http.post(`${apiBase}/file/upload`, () => {
      count++;
      return HttpResponse.json({
        code: 200,
        msg: 'success',
        data: {
          url: `/uploads/album/100001/new-${count}.png`,
          width: 8,
          height: 8,
          size: 64,
          mimeType: 'image/png',
        },
      });
    }),
  );
}

describe('my album', () => {
  it('loads my photos, newest first', async () => {
    await loadAlbum();
    expect(album.photos.status).toBe('ready');
    expect(ids()).toEqual([12, 11, 10]);
    expect(album.photos.total).toBe(3);
  });

  it('shows the empty album of a new member', async () => {
    api.use(...scenarios.emptyLists(apiBase));
    await loadAlbum();
    expect(album.photos).toMatchObject({ status: 'ready', items: [], total: 0 });
  });

  it('says "album fetch failed" when the album cannot be loaded', async () => {
    api.use(http.get(`${apiBase}/album/list`, () => new HttpResponse(null, { status: 500 })));
    await loadAlbum();
    expect(album.photos.status).toBe('failed');
    expect(lastToast()).toMatchObject({ tone: 'error', title: 'Album fetch failed' });
  });
});

describe('uploading', () => {
  it('uploads the chosen photos one after the other and puts each first', async () => {
    await loadAlbum();
    answerUploads();
    const added: string[] = [];
    api.events.on('request:start', async ({ request }) => {
      if (request.url.endsWith('/album/upload')) {
        added.push(((await request.clone().json()) as { url: string }).url);
      }
    });
    const running = addPhotos([pngFile('a.png'), pngFile('b.png')]);
    expect(album.uploads).toMatchObject({ waiting: 2, count: 2 });
    expect(await running).toBe(2);
    api.events.removeAllListeners();
    expect(added).toEqual(['/uploads/album/100001/new-1.png', '/uploads/album/100001/new-2.png']);
    expect(album.photos.items.slice(0, 2).map((photo) => photo.url)).toEqual([
      '/uploads/album/100001/new-2.png',
      '/uploads/album/100001/new-1.png',
    ]);
    expect(album.photos.total).toBe(5);
    expect(album.uploads).toMatchObject({ waiting: 0, count: 0 });
    expect(lastToast()).toMatchObject({
      tone: 'success',
      title: '2 photos added to your album',
    });
  });

  it('shows a photo the server answers twice only once', async () => {
    await loadAlbum();
    answerUploads();
    api.use(
      http.post(`${apiBase}/album/upload`, () =>
        HttpResponse.json({
          code: 200,
          msg: 'success',
          data: {
            id: 12,
            url: '/uploads/a.png',
            locked: false,
            createTime: '2026-11-22T10:00:00Z',
          },
        }),
      ),
    );
    await addPhotos([pngFile('again.png')]);
    expect(ids()).toEqual([12, 11, 10]);
    expect(album.photos.total).toBe(3);
  });

  it('skips a file that is not an image and says so, uploading the others', async () => {
    await loadAlbum();
    answerUploads();
    const text = new File(['hello'], 'notes.txt', { type: 'text/plain' });
    expect(await addPhotos([text, pngFile('c.png')])).toBe(1);
    expect(toasts.list.map((notice) => notice.title)).toEqual([
      i18n.t('images.wrongType'),
      'Photo added to your album',
    ]);
    expect(album.photos.total).toBe(4);
  });

  it('says "photo upload failed" when the album refuses the photo', async () => {
    await loadAlbum();
    answerUploads();
    api.use(
      http.post(`${apiBase}/album/upload`, () =>
        HttpResponse.json({ code: 400, msg: 'url: not yours', data: null }, { status: 400 }),
      ),
    );
    expect(await addPhotos([pngFile('d.png')])).toBe(0);
    expect(lastToast()).toMatchObject({
      title: 'Photo upload failed',
      description: 'url: not yours',
    });
    expect(ids()).toEqual([12, 11, 10]);
  });
});

describe('deleting', () => {
  it('asks first, then deletes the photo', async () => {
    await loadAlbum();
    askDelete(11);
    expect(album.confirmDelete).toBe(11);
    const deleting = deleteConfirmed();
    expect(album.confirmDelete).toBeNull();
    expect(album.deletingIds).toEqual([11]);
    expect(await deleting).toBe(true);
    expect(ids()).toEqual([12, 10]);
    expect(album.photos.total).toBe(2);
    expect(album.deletingIds).toEqual([]);
    expect(lastToast()).toMatchObject({ tone: 'success', title: 'Photo deleted' });
  });

  it('keeps the photo and says "photo delete failed" when the server refuses', async () => {
    await loadAlbum();
    api.use(
      http.get(`${apiBase}/album/delete-img`, () =>
        HttpResponse.json({ code: 404, msg: 'Not found', data: null }, { status: 404 }),
      ),
    );
    askDelete(12);
    expect(await deleteConfirmed()).toBe(false);
    expect(ids()).toEqual([12, 11, 10]);
    expect(lastToast()).toMatchObject({ title: 'Photo delete failed', description: 'Not found' });
  });

  it('does nothing without a photo to confirm', async () => {
    expect(await deleteConfirmed()).toBe(false);
  });
});

it('opens and closes the preview', () => {
  openPreview(2);
  expect(album.previewIndex).toBe(2);
  openPreview(null);
  expect(album.previewIndex).toBeNull();
});
