import { http, HttpResponse } from 'msw';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n, initI18n } from '../../i18n/i18n';
import { uploadImage } from '../../images/uploadImage';
import { api, apiBase, serveApiDuringTests } from '../../test/apiServer';
import {
  addImages,
  dynamicComposer,
  publish,
  removeImage,
  reset,
  setBurnAfterReading,
  setContent,
  setTopOnPublish,
} from './dynamicComposer';
import { dynamics, loadFeed, reset as resetDynamics } from './dynamics';
import { toasts } from '../../stores/toasts';

serveApiDuringTests();

// jsdom's File is not the one msw's multipart parser knows, so the upload itself (covered by the
// SDK's tests and this feature's stories in Chromium) is replaced by one that reports progress
// and answers like /file/upload.
vi.mock('../../images/uploadImage', () => ({ uploadImage: vi.fn() }));
const upload = vi.mocked(uploadImage);
const uploadsLikeTheServer: typeof uploadImage = async (file, { onProgress }) => {
  onProgress?.(0.4);
  // The scenario: the upload is still running for a moment after it starts. Nothing is asserted
  // from this pause; the tests wait for the uploads' end with uploadsDone().
  await new Promise((resolve) => setTimeout(resolve, 5));
  onProgress?.(1);
  return { url: `/uploads/dynamic/100001/${file.name}`, size: file.size };
};

// jsdom has no object URLs: the previews get stand-ins.
const createObjectURL = vi.fn((file: Blob) => `blob:preview/${(file as File).name}`);
const revokeObjectURL = vi.fn();
beforeAll(async () => {
  Object.assign(URL, { createObjectURL, revokeObjectURL });
  await initI18n('en');
  await i18n.loadNamespaces('dynamics');
});
afterAll(() => {
  Reflect.deleteProperty(URL, 'createObjectURL');
  Reflect.deleteProperty(URL, 'revokeObjectURL');
});

beforeEach(() => {
  reset();
  resetDynamics();
  toasts.list = [];
  revokeObjectURL.mockClear();
  upload.mockReset();
  upload.mockImplementation(uploadsLikeTheServer);
});

/** A small PNG (the signature and a 2 x 2 header are enough for the upload's check). */
const png = (name = 'photo.png') => {
  const bytes = new Uint8Array(64);
  bytes.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  bytes.set([0, 0, 0, 2, 0, 0, 0, 2], 16);
  return new File([bytes], name, { type: 'image/png' });
};

/** Waits until every chosen image has finished (or failed) uploading. */
const uploadsDone = () =>
  vi.waitFor(() =>
    expect(dynamicComposer.images.every((image) => image.progress === undefined)).toBe(true),
  );

describe('writing a dynamic', () => {
  it('refuses a file that is not JPG, PNG or GIF with the spec message', () => {
    addImages([new File(['%PDF'], 'cv.pdf', { type: 'application/pdf' })]);
    expect(dynamicComposer.images).toEqual([]);
    expect(dynamicComposer.problem).toBe('wrongType');
    expect(i18n.t('images.wrongType')).toBe('Only JPG, PNG or GIF images can be uploaded');
  });

  it('uploads the chosen images with progress, as many as there is room for', async () => {
    addImages(Array.from({ length: 11 }, (_, i) => png(`p${i}.png`)));
    expect(dynamicComposer.images).toHaveLength(9);
    expect(dynamicComposer.images[0]).toMatchObject({ src: 'blob:preview/p0.png', progress: 40 });
    expect(upload).toHaveBeenCalledTimes(9);
    expect(upload.mock.calls[0]![1].purpose).toBe('dynamic');
    await uploadsDone();
    expect(dynamicComposer.images.every((image) => image.src.startsWith('/uploads/'))).toBe(true);
    expect(revokeObjectURL).toHaveBeenCalledTimes(9);
  });

  it('marks an image whose upload failed, and removes it on request', async () => {
    // uploadImage has told the member why; it answers null.
    upload.mockResolvedValue(null);
    addImages([png()]);
    await uploadsDone();
    expect(dynamicComposer.images[0]).toMatchObject({ failed: true });
    removeImage(dynamicComposer.images[0]!.id);
    expect(dynamicComposer.images).toEqual([]);
  });

  it('asks for share content and an image before calling the server', async () => {
    const calls: string[] = [];
    api.events.on('request:start', ({ request }) => calls.push(request.url));
    setContent('Hello from Hangzhou');
    await expect(publish()).resolves.toBeNull();
    expect(dynamicComposer.problem).toBe('requirement');
    setContent(' ');
    addImages([png()]);
    await uploadsDone();
    await expect(publish()).resolves.toBeNull();
    expect(dynamicComposer.problem).toBe('requirement');
    api.events.removeAllListeners();
    expect(calls.filter((url) => url.includes('/dynamic/release'))).toEqual([]);
  });

  it('waits for uploads still running', async () => {
    setContent('Hello');
    addImages([png()]);
    await expect(publish()).resolves.toBeNull();
    expect(dynamicComposer.problem).toBe('waitForUploads');
    await uploadsDone();
  });

  it('publishes with its options: on top of my lists and the square, the draft cleared', async () => {
    await Promise.all([loadFeed('square'), loadFeed('mine')]);
    // The bodies are read as the requests start; the test awaits each reading before it checks.
    const sent: Array<Promise<unknown>> = [];
    api.events.on('request:start', ({ request }) => {
      if (request.url.endsWith('/dynamic/release')) sent.push(request.clone().json());
    });
    setContent('Autumn in Hangzhou 🍁');
    addImages([png('a.png'), png('b.png')]);
    setBurnAfterReading(true);
    setTopOnPublish(true);
    await uploadsDone();
    const published = await publish();
    api.events.removeAllListeners();

    expect(await Promise.all(sent)).toEqual([
      {
        content: 'Autumn in Hangzhou 🍁',
        images: [expect.stringMatching(/^\/uploads\//), expect.stringMatching(/^\/uploads\//)],
        burnAfterReading: 1,
        top: 1,
      },
    ]);
    expect(published).toMatchObject({ content: 'Autumn in Hangzhou 🍁', top: 1 });
    expect(dynamics.feeds.square.records[0]!.id).toBe(published!.id);
    expect(dynamics.feeds.mine.records.map((d) => [d.id, d.top])).toEqual([
      [published!.id, 1],
      [301, 0],
      [276, 0],
    ]);
    expect(dynamicComposer).toMatchObject({ content: '', images: [], top: false, problem: null });
    expect(toasts.list.at(-1)).toMatchObject({
      tone: 'success',
      title: 'Your dynamic is published',
    });
  });

  it('keeps the draft and shows the server message when publishing is refused', async () => {
    api.use(
      http.post(`${apiBase}/dynamic/release`, () =>
        HttpResponse.json(
          { code: 1401, msg: 'A dynamic needs share content and at least one image', data: null },
          { status: 400 },
        ),
      ),
    );
    setContent('Hi');
    addImages([png()]);
    await uploadsDone();
    await expect(publish()).resolves.toBeNull();
    expect(dynamicComposer.content).toBe('Hi');
    expect(toasts.list.at(-1)).toMatchObject({
      title: 'Publishing failed, please try again',
      description: 'A dynamic needs share content and at least one image',
    });
  });
});
