import { normalMe } from '@heartline/sdk/mocks';
import { http, HttpResponse } from 'msw';
import { subscribe } from 'valtio';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { i18n, initI18n } from '../../i18n/i18n';
import { api, apiBase, serveApiDuringTests } from '../../test/apiServer';
import { toasts } from '../../stores/toasts';
import {
  changeAvatar,
  clearSaved,
  loadChoices,
  profileEdit,
  reset,
  saveProfile,
} from './profileEdit';
import { session } from '../../stores/session';
import { writeToken } from '../../stores/token';

serveApiDuringTests();

beforeAll(async () => {
  await initI18n('en');
  await i18n.loadNamespaces(['profile', 'common']);
});

beforeEach(() => {
  reset();
  toasts.list = [];
  writeToken('test-token');
  session.token = 'test-token';
  session.me = null;
});

/**
 * The upload answered without reading the multipart body: jsdom's File does not pass through
 * Node's FormData parser (the browser stories and the end-to-end journey upload for real).
 */
function answerUploads(purpose: string) {
  let count = 0;
  api.use(
    http.post(`${apiBase}/file/upload`, () => {
      count++;
      return HttpResponse.json({
        code: 200,
        msg: 'success',
        data: {
          url: `/uploads/${purpose}/100001/upload-${count}.png`,
          width: 8,
          height: 8,
          size: 64,
          mimeType: 'image/png',
        },
      });
    }),
  );
}

/** A tiny PNG: the signature and the IHDR chunk the server reads the type and size from. */
function pngFile(name = 'me.png') {
  const bytes = new Uint8Array(64);
  bytes.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52]);
  bytes.set([0, 0, 0, 8, 0, 0, 0, 8], 16);
  return new File([bytes], name, { type: 'image/png' });
}

describe('the lists to choose from', () => {
  it('loads every list once per language', async () => {
    let calls = 0;
    api.events.on('request:start', () => calls++);
    expect(await loadChoices()).toBe(true);
    const first = calls;
    expect(profileEdit.choicesStatus).toBe('ready');
    expect(profileEdit.choices.hobbies.length).toBeGreaterThan(3);
    expect(profileEdit.choices.regions.some((region) => region.code === 'CN')).toBe(true);
    expect(profileEdit.choices.heights).toContain(165);
    expect(typeof profileEdit.choices.occupations[0]).toBe('string');

    await loadChoices();
    expect(calls).toBe(first);
    api.events.removeAllListeners();
  });

  it('loads only the hobbies for the profile page', async () => {
    await loadChoices(['hobbies']);
    expect(profileEdit.choices.hobbies.length).toBeGreaterThan(0);
    expect(profileEdit.choices.regions).toEqual([]);
  });

  it('says so when a list cannot be loaded', async () => {
    api.use(http.get(`${apiBase}/system/region`, () => new HttpResponse('down', { status: 503 })));
    expect(await loadChoices()).toBe(false);
    expect(profileEdit.choicesStatus).toBe('failed');
    expect(toasts.list.at(-1)?.title).toBe('The profile options could not be loaded');
  });
});

describe('saving the profile', () => {
  it('sends the edit, then refreshes my information for the side bar', async () => {
    let sent: unknown;
    let refreshed = 0;
    api.use(
      http.post(`${apiBase}/user/info-edit`, async ({ request }) => {
        sent = await request.json();
        return HttpResponse.json({ code: 200, msg: 'success', data: { ...normalMe } });
      }),
      http.get(`${apiBase}/account/my-info`, () => {
        refreshed++;
        return HttpResponse.json({
          code: 200,
          msg: 'success',
          data: { ...normalMe, nickname: '小雨', hobby: '2,5' },
        });
      }),
    );
    const edit = { nickname: '小雨', hobby: '2,5', height: 165, weight: 52 };
    expect(await saveProfile(edit)).toBe(true);
    expect(sent).toEqual(edit);
    expect(refreshed).toBe(1);
    expect(session.me?.nickname).toBe('小雨');
    expect(profileEdit).toMatchObject({ saving: false, saved: true, saveError: null });
    clearSaved();
    expect(profileEdit.saved).toBe(false);
  });

  it("shows the server's refusal in the form", async () => {
    api.use(
      http.post(`${apiBase}/user/info-edit`, () =>
        HttpResponse.json(
          { code: 400, msg: 'nickname: must be 1 to 50 characters and not blank', data: null },
          { status: 400 },
        ),
      ),
    );
    expect(await saveProfile({ nickname: ' ' })).toBe(false);
    expect(profileEdit.saved).toBe(false);
    expect(profileEdit.saveError).toBe(
      'Your profile could not be saved: nickname: must be 1 to 50 characters and not blank',
    );
  });
});

describe('the profile photo', () => {
  it('uploads with progress, makes it my avatar and refreshes my information', async () => {
    const progress: number[] = [];
    let avatar: unknown;
    answerUploads('avatar');
    api.use(
      http.post(`${apiBase}/user/info-edit`, async ({ request }) => {
        avatar = ((await request.json()) as { avatar?: string }).avatar;
        return HttpResponse.json({ code: 200, msg: 'success', data: normalMe });
      }),
    );
    const stop = subscribe(
      profileEdit,
      () => {
        if (profileEdit.avatarProgress !== null) progress.push(profileEdit.avatarProgress);
      },
      true,
    );
    const upload = changeAvatar(pngFile());
    expect(profileEdit.avatarProgress).toBe(0);
    expect(await upload).toBe(true);
    stop();
    expect(progress[0]).toBe(0);
    expect(progress.at(-1)).toBe(1);
    expect(avatar).toMatch(/^\/uploads\/avatar\//);
    expect(profileEdit.avatarProgress).toBeNull();
    expect(session.me).not.toBeNull();
    expect(toasts.list.at(-1)).toMatchObject({
      tone: 'success',
      title: 'Your profile photo is updated',
    });
  });

  it('refuses a file that is not JPG, PNG or GIF, before any upload', async () => {
    let uploads = 0;
    api.events.on('request:start', ({ request }) => {
      if (request.url.endsWith('/file/upload')) uploads++;
    });
    const pdf = new File(['%PDF'], 'cv.pdf', { type: 'application/pdf' });
    expect(await changeAvatar(pdf)).toBe(false);
    api.events.removeAllListeners();
    expect(uploads).toBe(0);
    expect(toasts.list.at(-1)).toMatchObject({
      tone: 'error',
      title: i18n.t('images.wrongType'),
    });
    expect(profileEdit.avatarProgress).toBeNull();
  });
});
