/**
 * The sound of a new message while Heartline is in the background (issue 19): a short chime,
 * on unless the member turns it off in the settings (kept per member on this device); never for
 * a muted conversation (the chat store decides when). Browsers let a page play sound only after
 * the member interacted with it, so the audio starts at their first tap or key.
 */
import { proxy, useSnapshot } from 'valtio';
import { followTabOnScreen, isMySoundTurn } from './messageSoundTurn';

export const messageSound = proxy({ on: true });

export function useMessageSound() {
  return useSnapshot(messageSound).on;
}

const key = (member: string) => `heartline.sound.${member}`;

/** Reads the member's choice (at sign-in). */
export function loadMessageSound(member: string) {
  try {
    messageSound.on = localStorage.getItem(key(member)) !== 'off';
  } catch {
    messageSound.on = true;
  }
}

export function setMessageSound(member: string, on: boolean) {
  messageSound.on = on;
  try {
    localStorage.setItem(key(member), on ? 'on' : 'off');
  } catch {
    // Kept for this visit only.
  }
}

let audio: AudioContext | null = null;
let lastPlayed = 0;

/** Makes the audio ready at the member's first interaction, as browsers require. */
export function primeMessageSound() {
  if (typeof window === 'undefined' || !('AudioContext' in window)) return;
  const start = () => {
    audio ??= new AudioContext();
    void audio.resume();
  };
  window.addEventListener('pointerdown', start, { once: true, capture: true });
  window.addEventListener('keydown', start, { once: true, capture: true });
  followTabOnScreen();
}

/**
 * Two soft rising notes, a quarter of a second; at most one chime every 1.5 s, in one tab of the
 * browser (messageSoundTurn.ts).
 */
export function playMessageSound() {
  if (!messageSound.on || !audio || audio.state !== 'running') return;
  void isMySoundTurn().then((mine) => mine && chime());
}

function chime() {
  if (!audio) return;
  const now = audio.currentTime;
  if (now - lastPlayed < 1.5) return;
  lastPlayed = now;
  for (const [i, frequency] of [880, 1320].entries()) {
    const oscillator = audio.createOscillator();
    const gain = audio.createGain();
    const start = now + i * 0.12;
    oscillator.frequency.value = frequency;
    gain.gain.setValueAtTime(0, start);
    gain.gain.linearRampToValueAtTime(0.18, start + 0.02);
    gain.gain.exponentialRampToValueAtTime(0.001, start + 0.2);
    oscillator.connect(gain).connect(audio.destination);
    oscillator.start(start);
    oscillator.stop(start + 0.22);
  }
}
