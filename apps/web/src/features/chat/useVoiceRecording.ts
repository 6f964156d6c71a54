import type { ImAccount } from '@heartline/im';
import type { VoiceRecorderState } from '@heartline/ui';
import { useCallback, useEffect, useRef, useState } from 'react';
import { i18n } from '../../i18n/i18n';
import { notify } from '../../stores/toasts';
import { sendVoice, VOICE_MAX_SECONDS, VOICE_MIN_SECONDS } from './store/voice';

/** Opus in WebM first; else what the browser has (Safari: MP4/AAC). */
const preferredTypes = [
  'audio/webm;codecs=opus',
  'audio/ogg;codecs=opus',
  'audio/webm',
  'audio/mp4',
];

/** The recording type to ask MediaRecorder for; '' lets the browser choose. */
export function voiceMimeType(isTypeSupported: (type: string) => boolean): string {
  return preferredTypes.find((type) => isTypeSupported(type)) ?? '';
}

// How often the level is read, and how long "too short" stays on screen.
const TICK_MS = 100;
const TOO_SHORT_MS = 2000;
const METER_READINGS = 24;

type Session = {
  stream: MediaStream | null;
  recorder: MediaRecorder | null;
  context: AudioContext | null;
  timer: number | undefined;
  started: number;
  readings: number[];
  /** Released before the microphone answered: stop as soon as it does. */
  released: 'send' | 'cancel' | null;
  /** Stopping: a second release (or the minute running out meanwhile) does nothing. */
  stopping: boolean;
};

/** The loudness of the analyser's latest samples, 0..1 (root mean square, boosted for speech). */
function levelOf(analyser: AnalyserNode, buffer: Uint8Array<ArrayBuffer>): number {
  analyser.getByteTimeDomainData(buffer);
  let sum = 0;
  for (const sample of buffer) {
    const centred = (sample - 128) / 128;
    sum += centred * centred;
  }
  return Math.min(1, Math.sqrt(sum / buffer.length) * 3);
}

/**
 * Records a voice message for the conversation with `peer`: the microphone through MediaRecorder
 * (opus in WebM, or the best the browser has), its loudness through an AnalyserNode for the live
 * meter and the waveform, at most 60 s; released, it goes to the chat store (sendVoice), or is
 * refused under a second. The microphone refused is told.
 */
export function useVoiceRecording(peer: ImAccount) {
  const [state, setState] = useState<VoiceRecorderState>('idle');
  const [elapsed, setElapsed] = useState(0);
  const [levels, setLevels] = useState<number[]>([]);
  const session = useRef<Session | null>(null);
  const tooShortTimer = useRef<number | undefined>(undefined);

  const close = useCallback((current: Session) => {
    window.clearInterval(current.timer);
    current.stream?.getTracks().forEach((track) => track.stop());
    void current.context?.close().catch(() => undefined);
    if (session.current === current) session.current = null;
    setLevels([]);
    setElapsed(0);
  }, []);

  const finish = useCallback(
    (current: Session, how: 'send' | 'cancel') => {
      const recorder = current.recorder;
      if (!recorder) {
        current.released = how;
        return;
      }
      if (current.stopping) return;
      current.stopping = true;
      const seconds = Math.min(VOICE_MAX_SECONDS, (performance.now() - current.started) / 1000);
      const chunks: Blob[] = [];
      recorder.addEventListener('dataavailable', (event) => chunks.push(event.data));
      recorder.addEventListener('stop', () => {
        close(current);
        if (how === 'cancel') return setState('idle');
        if (seconds < VOICE_MIN_SECONDS) {
          setState('tooShort');
          window.clearTimeout(tooShortTimer.current);
          tooShortTimer.current = window.setTimeout(() => setState('idle'), TOO_SHORT_MS);
          return;
        }
        setState('idle');
        const blob = new Blob(chunks, { type: recorder.mimeType || 'audio/webm' });
        sendVoice(peer, { blob, seconds, levels: current.readings });
      });
      if (recorder.state !== 'inactive') recorder.stop();
    },
    [close, peer],
  );

  const start = useCallback(async () => {
    if (session.current) return;
    if (typeof MediaRecorder === 'undefined' || !navigator.mediaDevices?.getUserMedia) {
      notify({ tone: 'error', title: i18n.t('chat:voice.unsupported') });
      return;
    }
    window.clearTimeout(tooShortTimer.current);
    const current: Session = {
      stream: null,
      recorder: null,
      context: null,
      timer: undefined,
      started: 0,
      readings: [],
      released: null,
      stopping: false,
    };
    session.current = current;
    try {
      current.stream = await navigator.mediaDevices.getUserMedia({ audio: true });
    } catch (error) {
      close(current);
      setState('idle');
      const denied = error instanceof DOMException && error.name === 'NotAllowedError';
      notify({
        tone: 'error',
        title: i18n.t(denied ? 'chat:voice.microphoneDenied' : 'chat:voice.microphoneFailed'),
      });
      return;
    }
    if (current.released === 'cancel' || session.current !== current) return close(current);
    const mimeType = voiceMimeType((type) => MediaRecorder.isTypeSupported(type));
    const recorder = new MediaRecorder(current.stream, {
      ...(mimeType ? { mimeType } : {}),
      audioBitsPerSecond: 32_000,
    });
    current.context = new AudioContext();
    const analyser = current.context.createAnalyser();
    analyser.fftSize = 1024;
    current.context.createMediaStreamSource(current.stream).connect(analyser);
    const buffer = new Uint8Array(analyser.fftSize);
    current.started = performance.now();
    current.timer = window.setInterval(() => {
      const level = levelOf(analyser, buffer);
      current.readings.push(level);
      setLevels((shown) => [...shown.slice(1 - METER_READINGS), level]);
      const seconds = (performance.now() - current.started) / 1000;
      setElapsed(seconds);
      // The recorder's button sends at the minute too; this covers a release that never comes.
      if (seconds >= VOICE_MAX_SECONDS + 0.5) finish(current, 'send');
    }, TICK_MS);
    recorder.start();
    current.recorder = recorder;
    setState('recording');
    // Let go while the microphone was being asked for: what was recorded goes (or is too short).
    if (current.released) finish(current, current.released);
  }, [close, finish]);

  const send = useCallback(() => {
    if (session.current) finish(session.current, 'send');
  }, [finish]);
  const cancel = useCallback(() => {
    if (session.current) finish(session.current, 'cancel');
  }, [finish]);

  // Another conversation, or the screen closed: what was being recorded is thrown away.
  useEffect(
    () => () => {
      window.clearTimeout(tooShortTimer.current);
      const current = session.current;
      if (!current) return;
      current.released = 'cancel';
      if (current.recorder?.state === 'recording') current.recorder.stop();
      close(current);
    },
    [peer, close],
  );

  return {
    state,
    elapsed,
    levels,
    onStart: () => void start(),
    onSend: send,
    onCancel: cancel,
  };
}
