import { useEffect, useRef, useState, type HTMLAttributes, type KeyboardEvent } from 'react';
import { IconButton } from '../../private/IconButton';
import { MicIcon } from '../../private/icons/chatIcons';
import { cx } from '../../utils/cx';
import { formatVoiceTime } from '../VoiceMessage/voiceTime';
import * as styles from './VoiceRecorder.css';

/** Every text of the recorder, translated. */
export type VoiceRecorderLabels = {
  /** The microphone button's name ("Hold to record a voice message"). */
  record: string;
  /** Under the time while recording ("Release to send, slide away or press Escape to cancel"). */
  releaseToSend: string;
  /** Under the time once slid away ("Release to cancel"). */
  releaseToCancel: string;
  /** After a release under a second ("Too short: hold for at least 1 second"). */
  tooShort: string;
};

/** idle (nothing shown but the button), recording, or tooShort (the last try was under 1 s). */
export type VoiceRecorderState = 'idle' | 'recording' | 'tooShort';

export type VoiceRecorderProps = Omit<HTMLAttributes<HTMLDivElement>, 'children'> & {
  /** What the recorder shows: the app's recording hook decides it. */
  state: VoiceRecorderState;
  /** Seconds recorded so far (recording). */
  elapsed?: number;
  /** The newest loudness readings, 0..1 each, oldest first: the live meter (recording). */
  levels?: readonly number[];
  /** Recording stops and sends by itself at this many seconds. */
  maxSeconds?: number;
  /** Nothing can be recorded (the chat is reconnecting). */
  disabled?: boolean;
  labels: VoiceRecorderLabels;
  /** The button was pressed (pointer, or Space/Enter held): start recording. */
  onStart: () => void;
  /** Released on the button, or the time ran out: send what was recorded. */
  onSend: () => void;
  /** Released after sliding away, or Escape: throw the recording away. */
  onCancel: () => void;
};

// How far outside the button a pointer may go before a release cancels.
const SLIDE_PX = 48;
const holdKeys = new Set([' ', 'Enter']);

/** The microphone of the message box: hold to record, release to send, slide away to cancel. */
export function VoiceRecorder({
  state,
  elapsed = 0,
  levels = [],
  maxSeconds = 60,
  disabled = false,
  labels,
  onStart,
  onSend,
  onCancel,
  className,
  ...props
}: VoiceRecorderProps) {
  const held = useRef<'pointer' | 'key' | null>(null);
  const [cancelling, setCancelling] = useState(false);
  // Mirrors `held` so that the time-up check runs again when a press begins.
  const [holding, setHolding] = useState(false);
  const recording = state === 'recording';

  const start = (by: 'pointer' | 'key') => {
    if (disabled || held.current) return;
    held.current = by;
    setHolding(true);
    setCancelling(false);
    onStart();
  };
  const release = (cancel: boolean) => {
    if (!held.current) return;
    held.current = null;
    setHolding(false);
    setCancelling(false);
    if (cancel) onCancel();
    else onSend();
  };

  // The time ran out: it goes by itself, and the release that follows does nothing.
  const timeUp = recording && elapsed >= maxSeconds;
  useEffect(() => {
    if (!timeUp || !holding || !held.current) return;
    held.current = null;
    setHolding(false);
    setCancelling(false);
    onSend();
  }, [timeUp, holding, onSend]);

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (event.key === 'Escape' && held.current) {
      event.preventDefault();
      release(true);
    } else if (holdKeys.has(event.key)) {
      event.preventDefault();
      if (!event.repeat) start('key');
    }
  };
  const onKeyUp = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (holdKeys.has(event.key) && held.current === 'key') {
      event.preventDefault();
      release(false);
    }
  };

  const tone = state === 'tooShort' ? 'tooShort' : cancelling ? 'cancelling' : 'recording';
  const meter = levels.slice(-24);
  return (
    <div className={cx(styles.root, className)} {...props}>
      <IconButton
        label={labels.record}
        icon={<MicIcon />}
        disabled={disabled}
        className={styles.mic({ recording })}
        onPointerDown={(event) => {
          if (event.button !== 0) return;
          event.preventDefault();
          event.currentTarget.setPointerCapture?.(event.pointerId);
          start('pointer');
        }}
        onPointerMove={(event) => {
          if (held.current !== 'pointer') return;
          const box = event.currentTarget.getBoundingClientRect();
          const away =
            event.clientX < box.left - SLIDE_PX ||
            event.clientX > box.right + SLIDE_PX ||
            event.clientY < box.top - SLIDE_PX ||
            event.clientY > box.bottom + SLIDE_PX;
          setCancelling(away);
        }}
        onPointerUp={() => {
          if (held.current === 'pointer') release(cancelling);
        }}
        onPointerCancel={() => {
          if (held.current === 'pointer') release(true);
        }}
        onKeyDown={onKeyDown}
        onKeyUp={onKeyUp}
        onBlur={() => release(true)}
        onContextMenu={(event) => event.preventDefault()}
      />
      {state !== 'idle' && (
        <div className={styles.panel({ tone })}>
          {recording && (
            <div className={styles.line}>
              <span className={styles.dot} aria-hidden="true" />
              <span className={styles.elapsed} aria-hidden="true">
                {formatVoiceTime(elapsed)}
              </span>
              <span className={styles.meter} aria-hidden="true">
                {meter.map((value, i) => (
                  <span
                    key={i}
                    className={styles.level}
                    style={{ height: `${Math.round(12 + 88 * Math.min(1, Math.max(0, value)))}%` }}
                  />
                ))}
              </span>
            </div>
          )}
          <span role="status" className={styles.hint}>
            {state === 'tooShort'
              ? labels.tooShort
              : cancelling
                ? labels.releaseToCancel
                : labels.releaseToSend}
          </span>
        </div>
      )}
    </div>
  );
}
