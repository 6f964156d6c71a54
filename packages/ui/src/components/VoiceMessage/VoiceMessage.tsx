import type { HTMLAttributes } from 'react';
import { fillLabel } from '../../private/format';
import { PauseIcon, PlayIcon } from '../../private/icons/chatIcons';
import { cx } from '../../utils/cx';
import * as styles from './VoiceMessage.css';
import { formatVoiceTime, waveformBars, waveformMax } from './voiceTime';

/** Every text of a voice message, translated. */
export type VoiceMessageLabels = {
  /** The message's accessible name ("Voice message, {seconds} seconds"). */
  voiceMessage: string;
  /** The button's name while stopped and while playing ("Play", "Pause"). */
  play: string;
  pause: string;
};

export type VoiceMessageProps = Omit<HTMLAttributes<HTMLDivElement>, 'children'> & {
  /** The recording's length in whole seconds (1..60). */
  duration: number;
  /** Its loudness bars, 0..31 each, at most 48 (fewer are drawn as they are). */
  waveform: readonly number[];
  /** It is playing now: the button pauses. */
  playing?: boolean;
  /** How much has been played, 0..1: the bars fill from the start. */
  progress?: number;
  /** Drawn on the brand colour (the reader's own message) or on the surface (the peer's). */
  side?: 'own' | 'peer';
  labels: VoiceMessageLabels;
  /** The play/pause button. */
  onToggle?: () => void;
};

/** A voice message: play/pause, its waveform filling as it plays, and its length. */
export function VoiceMessage({
  duration,
  waveform,
  playing = false,
  progress = 0,
  side = 'peer',
  labels,
  onToggle,
  className,
  ...props
}: VoiceMessageProps) {
  const bars = waveform.length > 0 ? waveform.slice(0, waveformBars) : [0];
  const done = Math.min(1, Math.max(0, progress));
  const played = Math.round(done * bars.length);
  const name = fillLabel(labels.voiceMessage, { seconds: duration });
  // The time counts up while it plays, and shows the whole length otherwise.
  const shown = playing || done > 0 ? done * duration : duration;
  return (
    <div role="group" aria-label={name} className={cx(styles.root, className)} {...props}>
      <button
        type="button"
        aria-label={playing ? labels.pause : labels.play}
        className={styles.toggle({ side })}
        disabled={!onToggle}
        onClick={onToggle}
      >
        {playing ? <PauseIcon /> : <PlayIcon />}
      </button>
      <span
        role="progressbar"
        aria-label={name}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={Math.round(done * 100)}
        className={styles.wave}
      >
        {bars.map((value, i) => (
          <span
            key={i}
            className={styles.bar({ side, played: i < played })}
            style={{
              height: `${Math.round(12 + (88 * Math.min(value, waveformMax)) / waveformMax)}%`,
            }}
          />
        ))}
      </span>
      <span className={styles.time} aria-hidden="true">
        {formatVoiceTime(shown)}
      </span>
    </div>
  );
}
