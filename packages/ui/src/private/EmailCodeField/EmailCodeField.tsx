import { useEffect, useState } from 'react';
import { cx } from '../../utils/cx';
import { Button } from '../Button';
import { fillLabel } from '../format';
import { TextField, type TextFieldProps } from '../TextField';
import * as styles from './EmailCodeField.css';

export type EmailCodeFieldProps = Omit<TextFieldProps, 'endAdornment' | 'type'> & {
  /** The button's text before any code was sent, translated ("Send code"). */
  sendLabel: string;
  /** The button's text once the countdown ends, translated ("Resend code"). */
  resendLabel: string;
  /** The countdown, translated, with {seconds} ("Resend in {seconds} s"). */
  countdownLabel: string;
  /** Called when the user asks for a code. */
  onSend: () => void;
  /** The code is being sent: the button spins. */
  sending?: boolean;
  /** When the last code went out (ms); each new value restarts the countdown. None: not sent yet. */
  lastSentAt?: number;
  /** Seconds before another code may be asked for (the spec's 60). */
  cooldownSeconds?: number;
  /** Seconds left, when the owner keeps the clock (stories, a restored page); else counted here. */
  resendIn?: number;
};

/** The 4-digit e-mail code, with the send button and its 60-second resend countdown. */
export function EmailCodeField({
  sendLabel,
  resendLabel,
  countdownLabel,
  onSend,
  sending = false,
  lastSentAt,
  cooldownSeconds = 60,
  resendIn,
  disabled,
  className,
  ...props
}: EmailCodeFieldProps) {
  const sent = lastSentAt !== undefined || resendIn !== undefined;
  return (
    <TextField
      {...props}
      className={cx(styles.code, className)}
      disabled={disabled}
      inputMode="numeric"
      autoComplete="one-time-code"
      maxLength={4}
      endAdornment={
        <ResendButton
          // A new send remounts the button, which starts a fresh countdown.
          key={lastSentAt ?? 'never'}
          label={sent ? resendLabel : sendLabel}
          countdownLabel={countdownLabel}
          seconds={resendIn ?? (lastSentAt === undefined ? 0 : cooldownSeconds)}
          counting={resendIn === undefined && lastSentAt !== undefined}
          sending={sending}
          disabled={disabled}
          onSend={onSend}
        />
      }
    />
  );
}

type ResendButtonProps = {
  label: string;
  countdownLabel: string;
  seconds: number;
  counting: boolean;
  sending: boolean;
  disabled?: boolean;
  onSend: () => void;
};

function ResendButton({ label, countdownLabel, seconds, counting, ...rest }: ResendButtonProps) {
  const [left, setLeft] = useState(seconds);
  useEffect(() => {
    if (!counting) return;
    const timer = setInterval(() => setLeft((current) => Math.max(0, current - 1)), 1000);
    return () => clearInterval(timer);
  }, [counting]);
  const shown = counting ? left : seconds;
  return (
    <Button
      variant="ghost"
      size="small"
      className={styles.button}
      loading={rest.sending}
      disabled={rest.disabled || shown > 0}
      onClick={rest.onSend}
    >
      {shown > 0 ? fillLabel(countdownLabel, { seconds: shown }) : label}
    </Button>
  );
}
