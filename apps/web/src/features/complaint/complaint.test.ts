import { http, HttpResponse } from 'msw';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { i18n, initI18n } from '../../i18n/i18n';
import { api, apiBase, serveApiDuringTests } from '../../test/apiServer';
import {
  addScreenshot,
  closeComplaint,
  complaint,
  MAX_SCREENSHOTS,
  openComplaint,
  reasonsFor,
  removeScreenshot,
  reset,
  submitComplaint,
} from './complaint';
import { toasts } from '../../stores/toasts';

serveApiDuringTests();

beforeAll(async () => {
  await initI18n('en');
  await i18n.loadNamespaces(['profile', 'common']);
});

beforeEach(() => {
  reset();
  toasts.list = [];
});

const lukas = { account: 100003, nickname: 'James Wilson', categories: [1, 3] as Array<1 | 3> };

const pngFile = (name: string) => {
  const bytes = new Uint8Array(64);
  bytes.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  return new File([bytes], name, { type: 'image/png' });
};

/** Uploads answered without reading the multipart body (jsdom's File and Node's parser). */
function answerUploads() {
  let count = 0;
  api.use(
    http.post(`${apiBase}/file/upload`, () =>
      HttpResponse.json({
        code: 200,
        msg: 'success',
        data: {
          url: `/uploads/chat/100001/shot-${++count}.png`,
          width: 8,
          height: 8,
          size: 64,
          mimeType: 'image/png',
        },
      }),
    ),
  );
}

async function opened() {
  openComplaint(lukas);
  await expect.poll(() => complaint.reasonsStatus).toBe('ready');
}

describe('the complaint form', () => {
  it("opens for a member with the server's reasons about a user and a chat", async () => {
    await opened();
    expect(complaint.target).toEqual(lukas);
    const offered = reasonsFor(complaint.reasons, complaint.target);
    expect(offered.length).toBeGreaterThan(0);
    expect(offered.every((reason) => reason.type === 1 || reason.type === 3)).toBe(true);
    expect(reasonsFor(complaint.reasons, null)).toEqual([]);
  });

  it('needs a description before anything is sent', async () => {
    await opened();
    let sent = false;
    api.events.on('request:start', ({ request }) => {
      if (request.url.endsWith('/complain/add_complain')) sent = true;
    });
    expect(await submitComplaint({ type: 1, notes: '   ' })).toBe(false);
    api.events.removeAllListeners();
    expect(sent).toBe(false);
    expect(complaint.error).toBe('Please describe what happened');
    expect(complaint.target).not.toBeNull();
  });

  it('files the complaint with its screenshots, closes and says thank you', async () => {
    await opened();
    answerUploads();
    expect(await addScreenshot(pngFile('one.png'))).toBe(true);
    expect(await addScreenshot(pngFile('two.png'))).toBe(true);
    removeScreenshot(0);
    expect(complaint.images).toEqual(['/uploads/chat/100001/shot-2.png']);

    let body: unknown;
    api.use(
      http.post(`${apiBase}/complain/add_complain`, async ({ request }) => {
        body = await request.json();
        return HttpResponse.json({
          code: 200,
          msg: 'success',
          data: { id: 9, createTime: '2026-11-22T10:00:00.000Z' },
        });
      }),
    );
    expect(await submitComplaint({ type: 4, notes: '  He asked me for money.  ' })).toBe(true);
    expect(body).toEqual({
      type: 4,
      notes: 'He asked me for money.',
      beComplainedAccount: 100003,
      images: ['/uploads/chat/100001/shot-2.png'],
    });
    expect(complaint.target).toBeNull();
    expect(complaint.images).toEqual([]);
    expect(toasts.list.at(-1)).toMatchObject({
      tone: 'success',
      title: 'Thank you. Your report about James Wilson has been sent.',
    });
  });

  it('takes at most three screenshots', async () => {
    await opened();
    answerUploads();
    for (let i = 0; i < MAX_SCREENSHOTS; i++) await addScreenshot(pngFile(`${i}.png`));
    expect(await addScreenshot(pngFile('extra.png'))).toBe(false);
    expect(complaint.images).toHaveLength(3);
  });

  it("keeps the form open with the server's reason when filing fails", async () => {
    await opened();
    api.use(
      http.post(`${apiBase}/complain/add_complain`, () =>
        HttpResponse.json(
          { code: 1104, msg: 'You cannot complain about yourself', data: null },
          { status: 400 },
        ),
      ),
    );
    expect(await submitComplaint({ type: 1, notes: 'Fake photos' })).toBe(false);
    expect(complaint.target).not.toBeNull();
    expect(complaint.pending).toBe(false);
    expect(complaint.error).toBe(
      'The report could not be sent: You cannot complain about yourself',
    );
  });

  it('says so when the reasons cannot be loaded', async () => {
    api.use(
      http.get(`${apiBase}/complain/complain_type`, () => new HttpResponse(null, { status: 500 })),
    );
    openComplaint(lukas);
    await expect.poll(() => complaint.reasonsStatus).toBe('failed');
    expect(complaint.error).toBe(
      `The reasons could not be loaded: ${i18n.t('errors.maintenance')}`,
    );
  });

  it('closes without sending', async () => {
    await opened();
    closeComplaint();
    expect(complaint.target).toBeNull();
  });
});
