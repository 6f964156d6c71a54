/**
 * Voice messages: sending a recording (uploaded with purpose voice, then sent as the custom
 * message `voice` with its duration and waveform, shown at once as a pending bubble), and playing
 * them, one at a time. The recording itself is the screen's hook (useVoiceRecording.ts).
 */
import type { ChatMessage, ImAccount } from '@heartline/im';
import { proxy, useSnapshot } from 'valtio';
import { i18n } from '../../../i18n/i18n';
import { sdk } from '../../../sdk';
import { notify, notifyFailure } from '../../../stores/toasts';
import { addPendingBubble, deliver, ToldFailure } from './messages';
import { cancelReply } from './replies';
import { chat, threadOf } from './state';

/** The longest voice message in seconds, and the shortest. */
export const VOICE_MAX_SECONDS = 60;
export const VOICE_MIN_SECONDS = 1;
/** The largest recording the server takes (its VOICE_UPLOAD_LIMIT). */
export const VOICE_MAX_BYTES = 1_048_576;
/** The bars a voice message draws, and the loudest bar's value (openapi MessageExt.waveform). */
export const WAVEFORM_BARS = 48;
export const WAVEFORM_MAX = 31;

/** What the recorder hands over: the recording, its length in seconds and its loudness readings. */
export type Recording = { blob: Blob; seconds: number; levels: readonly number[] };

/**
 * The loudness readings (0..1, many a second) as at most 48 bars of 0..31: each bar the mean of
 * its share of the readings, scaled so that the loudest bar is full (a quiet voice still shows).
 */
export function toWaveform(levels: readonly number[]): number[] {
  const count = Math.min(WAVEFORM_BARS, levels.length);
  if (count === 0) return [];
  const bars = Array.from({ length: count }, (_, i) => {
    const from = Math.floor((i * levels.length) / count);
    const to = Math.max(from + 1, Math.floor(((i + 1) * levels.length) / count));
    const share = levels.slice(from, to);
    return share.reduce((sum, value) => sum + Math.min(1, Math.max(0, value)), 0) / share.length;
  });
  const loudest = Math.max(...bars);
  return bars.map((bar) => (loudest > 0 ? Math.round((bar / loudest) * WAVEFORM_MAX) : 0));
}

/** The whole seconds a recording is sent with: 1..60. */
export const voiceSeconds = (seconds: number) =>
  Math.min(VOICE_MAX_SECONDS, Math.max(VOICE_MIN_SECONDS, Math.round(seconds)));

/**
 * Sends a recording: under a second or over 1 MB it is refused here (told, nothing sent);
 * otherwise shown at once from the recording, uploaded with its progress under the box, then sent.
 * Answers whether it went out for sending.
 */
export function sendVoice(peer: ImAccount, recording: Recording): boolean {
  if (recording.seconds < VOICE_MIN_SECONDS) return false;
  if (recording.blob.size > VOICE_MAX_BYTES) {
    notify({ tone: 'error', title: i18n.t('chat:voice.tooLarge') });
    return false;
  }
  const duration = voiceSeconds(recording.seconds);
  const waveform = toWaveform(recording.levels);
  const reply = chat.threads[peer]?.replyTo;
  if (reply) cancelReply(peer);
  const quote = reply ? { reply: { ...reply } } : {};
  const local = URL.createObjectURL(recording.blob);
  const key = addPendingBubble(peer, {
    type: 'custom',
    customType: 'voice',
    msg: '',
    url: '',
    ext: { type: 'voice', url: local, duration, waveform, ...quote },
  });
  let uploaded: string | null = null;
  void deliver(peer, key, async () => {
    if (!uploaded) {
      const thread = threadOf(peer);
      thread.upload = 0;
      thread.uploadKind = 'voice';
      try {
        const answer = await sdk.file.upload({
          file: recording.blob,
          purpose: 'voice',
          onProgress: ({ fraction }) => {
            thread.upload = fraction;
          },
        });
        uploaded = answer.url;
      } catch (error) {
        notifyFailure(error, i18n.t('chat:voice.uploadFailed'));
        throw new ToldFailure();
      } finally {
        thread.upload = null;
      }
    }
    return {
      to: peer,
      type: 'custom',
      customType: 'voice',
      ext: { url: uploaded, duration, waveform, ...quote },
    };
  });
  return true;
}

// Playback: one voice message at a time, through one audio element.

type VoicePlayer = {
  /** The message playing or paused; null when none is. */
  id: string | null;
  playing: boolean;
  /** How much of it has played, 0..1. */
  progress: number;
};

export const voicePlayer = proxy<VoicePlayer>({ id: null, playing: false, progress: 0 });

export const useVoicePlayer = () => useSnapshot(voicePlayer);

let audio: HTMLAudioElement | null = null;
let audioLength = 0;

function audioElement(): HTMLAudioElement {
  if (audio) return audio;
  const element = new Audio();
  element.preload = 'auto';
  element.addEventListener('timeupdate', () => {
    // A recording straight from MediaRecorder often has no duration (Infinity): the message's
    // own length stands in for it.
    const length = Number.isFinite(element.duration) ? element.duration : audioLength;
    if (length > 0) voicePlayer.progress = Math.min(1, element.currentTime / length);
  });
  element.addEventListener('ended', () => {
    voicePlayer.playing = false;
    voicePlayer.progress = 0;
    voicePlayer.id = null;
  });
  element.addEventListener('error', () => {
    if (!voicePlayer.id) return;
    stopVoice();
    notify({ tone: 'error', title: i18n.t('chat:voice.playFailed') });
  });
  audio = element;
  return element;
}

/** The play/pause button of a voice message: another one playing stops first. */
export function toggleVoice(message: ChatMessage) {
  const url = message.ext.url;
  if (!url) return;
  const element = audioElement();
  if (voicePlayer.id === message.id) {
    if (voicePlayer.playing) {
      element.pause();
      voicePlayer.playing = false;
      return;
    }
  } else {
    element.pause();
    element.src = url;
    audioLength = message.ext.duration ?? 0;
    voicePlayer.id = message.id;
    voicePlayer.progress = 0;
  }
  voicePlayer.playing = true;
  element.play().catch(() => {
    // Refused (no sound allowed yet) or not decodable: the error event tells the latter.
    if (voicePlayer.id === message.id) voicePlayer.playing = false;
  });
}

/** Stops whatever voice message plays (the conversation closed, the session ended). */
export function stopVoice() {
  audio?.pause();
  Object.assign(voicePlayer, { id: null, playing: false, progress: 0 });
}
