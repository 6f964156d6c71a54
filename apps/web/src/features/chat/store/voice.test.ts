import type { ChatMessage } from '@heartline/im';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { toasts } from '../../../stores/toasts';
import { api, apiBase } from '../../../test/apiServer';
import { chatWithPeer, me, peer, until } from './chatTestWorld';
import { openConversation } from './lifecycle';
import { replyTo } from './replies';
import {
  sendVoice,
  stopVoice,
  toggleVoice,
  toWaveform,
  voicePlayer,
  voiceSeconds,
  VOICE_MAX_BYTES,
} from './voice';

const { other, thread } = chatWithPeer();

/** A recording as MediaRecorder gives it: WebM (its EBML header first). */
const webm = (size = 4000) => {
  const bytes = new Uint8Array(size);
  bytes.set([0x1a, 0x45, 0xdf, 0xa3]);
  return new Blob([bytes], { type: 'audio/webm;codecs=opus' });
};
const speaking = Array.from({ length: 170 }, (_, i) => Math.abs(Math.sin(i / 9)) * 0.4);

describe('the waveform', () => {
  it('is at most 48 bars of 0..31, the loudest full', () => {
    const bars = toWaveform(speaking);
    expect(bars).toHaveLength(48);
    expect(Math.max(...bars)).toBe(31);
    expect(bars.every((bar) => Number.isInteger(bar) && bar >= 0 && bar <= 31)).toBe(true);
  });

  it('keeps few readings as they are, and silence as zeros', () => {
    expect(toWaveform([0.1, 0.2])).toEqual([16, 31]);
    expect(toWaveform([0, 0, 0])).toEqual([0, 0, 0]);
    expect(toWaveform([])).toEqual([]);
  });

  it('sends whole seconds from 1 to 60', () => {
    expect([voiceSeconds(1.2), voiceSeconds(12.6), voiceSeconds(60.4), voiceSeconds(75)]).toEqual([
      1, 13, 60, 60,
    ]);
  });
});

describe('sending a voice message', () => {
  // jsdom's Blob does not pass through Node's multipart parser (the e2e journey uploads for real):
  // the upload is answered like the server, refusing what is no recording (code 1301).
  const purposes: string[] = [];
  beforeEach(() => {
    purposes.length = 0;
    api.use(
      http.post(`${apiBase}/file/upload`, ({ request }) => {
        purposes.push(new URL(request.url).pathname);
        const refused = refuseNext;
        refuseNext = false;
        if (refused) {
          return HttpResponse.json(
            { code: 1301, msg: 'Wrong recording format: WebM, Ogg or MP4 audio only', data: null },
            { status: 400 },
          );
        }
        return HttpResponse.json({
          code: 200,
          msg: 'success',
          data: {
            url: `/uploads/voice/100001/${purposes.length}.webm`,
            width: 0,
            height: 0,
            size: 4000,
            mimeType: 'audio/webm',
          },
        });
      }),
    );
  });
  let refuseNext = false;

  it('shows it at once, uploads it (purpose voice) and sends it with its length and bars', async () => {
    await openConversation(peer);
    const got: ChatMessage[] = [];
    other().on('message', (m) => got.push(m));
    expect(sendVoice(peer, { blob: webm(), seconds: 3.4, levels: speaking })).toBe(true);
    const pending = thread().bubbles.at(-1)!;
    expect(pending).toMatchObject({
      status: 'sending',
      message: { customType: 'voice', ext: { type: 'voice', duration: 3 } },
    });
    expect(pending.message.ext.url).toMatch(/^blob:/);
    await until(() => thread().bubbles.at(-1)!.status === 'sent');
    await until(() => got.length === 1);
    expect(got[0]).toMatchObject({
      from: me,
      customType: 'voice',
      ext: { type: 'voice', duration: 3, url: expect.stringMatching(/^\/uploads\/voice\//) },
    });
    expect(got[0]!.ext.waveform).toHaveLength(48);
    expect(thread().upload).toBeNull();
  });

  it('carries the chosen quote', async () => {
    const first = await other().send({ to: me, type: 'txt', msg: 'Say it!' });
    await openConversation(peer);
    await until(() => thread().bubbles.some((b) => b.message.id === first.id));
    replyTo(peer, thread().bubbles.find((b) => b.message.id === first.id)!.message);
    sendVoice(peer, { blob: webm(), seconds: 2, levels: speaking });
    await until(() => thread().bubbles.at(-1)!.status === 'sent');
    expect(thread().bubbles.at(-1)!.message.ext.reply).toMatchObject({ id: first.id });
    expect(thread().replyTo).toBeNull();
  });

  it('sends nothing under a second, and tells a recording over 1 MB', async () => {
    await openConversation(peer);
    await until(() => thread().status === 'ready');
    const before = thread().bubbles.length;
    expect(sendVoice(peer, { blob: webm(), seconds: 0.6, levels: speaking })).toBe(false);
    expect(sendVoice(peer, { blob: webm(VOICE_MAX_BYTES + 1), seconds: 9, levels: [] })).toBe(
      false,
    );
    expect(thread().bubbles).toHaveLength(before);
    expect(toasts.list.at(-1)?.title).toBe('The recording is too large to send');
  });

  it('leaves the bubble not sent, told why, when the upload is refused', async () => {
    await openConversation(peer);
    refuseNext = true;
    const text = new Blob(['not a recording'], { type: 'audio/webm' });
    sendVoice(peer, { blob: text, seconds: 2, levels: speaking });
    await until(() => thread().bubbles.at(-1)!.status === 'failed');
    expect(toasts.list.at(-1)).toMatchObject({
      title: 'The voice message could not be uploaded',
      description: 'Wrong recording format: WebM, Ogg or MP4 audio only',
    });
  });
});

describe('playing voice messages', () => {
  afterEach(() => {
    stopVoice();
    vi.restoreAllMocks();
  });

  const voice = (id: string): ChatMessage => ({
    id,
    clientId: null,
    from: peer,
    to: me,
    type: 'custom',
    customType: 'voice',
    msg: '',
    url: '',
    time: 1,
    chatType: 'singleChat',
    ext: {
      type: 'voice',
      url: `/uploads/voice/100002/${id}.webm`,
      duration: 5,
      waveform: [],
      platform: 'Web',
      brand: 'Chrome',
    },
    read: false,
    delivered: false,
    recalled: false,
  });

  it('plays one at a time: another one stops the first, the same one pauses', () => {
    const play = vi.spyOn(HTMLMediaElement.prototype, 'play').mockResolvedValue();
    const pause = vi.spyOn(HTMLMediaElement.prototype, 'pause').mockImplementation(() => {});
    toggleVoice(voice('a'));
    expect(voicePlayer).toMatchObject({ id: 'a', playing: true, progress: 0 });
    toggleVoice(voice('b'));
    expect(voicePlayer).toMatchObject({ id: 'b', playing: true });
    expect(pause).toHaveBeenCalled();
    toggleVoice(voice('b'));
    expect(voicePlayer).toMatchObject({ id: 'b', playing: false });
    toggleVoice(voice('b'));
    expect(voicePlayer).toMatchObject({ id: 'b', playing: true });
    expect(play).toHaveBeenCalledTimes(3);
  });
});
