import { Toast as RadixToast } from 'radix-ui';
import type { ReactNode } from 'react';
import { cx } from '../../utils/cx';
import { Button } from '../Button';
import { IconButton } from '../IconButton';
import { AlertIcon, BellIcon, CheckIcon, CloseIcon, InfoIcon } from '../icons';
import * as styles from './Toast.css';

type Tone = keyof typeof styles.tone;

const icons: Record<Tone, ReactNode> = {
  info: <InfoIcon />,
  success: <CheckIcon />,
  warning: <BellIcon />,
  error: <AlertIcon />,
};

export type ToastProviderProps = {
  /** The app, whose toasts render into one viewport at the top of the screen. */
  children: ReactNode;
  /** Names the toast region for screen readers, translated ("Notifications"). */
  label: string;
  /** How long a toast stays, in ms, unless it says otherwise. */
  duration?: number;
};

/** Put once around the app; render each `Toast` anywhere inside. */
export function ToastProvider({ children, label, duration = 4000 }: ToastProviderProps) {
  return (
    <RadixToast.Provider label={label} duration={duration} swipeDirection="up">
      {children}
      <RadixToast.Viewport className={styles.viewport} />
    </RadixToast.Provider>
  );
}

export type ToastProps = {
  /** Shows the toast; the store that owns it sets it back on `onClose`. */
  open: boolean;
  /** Called when the toast times out, is swiped away or closed. */
  onClose: () => void;
  /** The message, translated ("Language switched"). */
  title: ReactNode;
  /** More detail, translated. */
  description?: ReactNode;
  /** info, success, warning or error: sets the icon and colour. */
  tone?: Tone;
  /** One action, with `altText` telling screen reader users how to reach it otherwise. */
  action?: { label: string; altText: string; onClick: () => void };
  /** The close button's label, translated. */
  closeLabel: string;
  /** Overrides the provider's duration, in ms. */
  duration?: number;
  /** On the toast element. */
  className?: string;
};

/** A short message that comes and goes at the top of the screen. */
export function Toast({
  open,
  onClose,
  title,
  description,
  tone = 'info',
  action,
  closeLabel,
  duration,
  className,
}: ToastProps) {
  return (
    <RadixToast.Root
      open={open}
      onOpenChange={(next) => !next && onClose()}
      duration={duration}
      // Errors interrupt screen readers at once; other toasts wait for a pause.
      type={tone === 'error' ? 'foreground' : 'background'}
      className={cx(styles.root, className)}
    >
      <span className={cx(styles.icon, styles.tone[tone])} aria-hidden="true">
        {icons[tone]}
      </span>
      <div className={styles.text}>
        <RadixToast.Title className={styles.title}>{title}</RadixToast.Title>
        {description && (
          <RadixToast.Description className={styles.description}>
            {description}
          </RadixToast.Description>
        )}
        {action && (
          <RadixToast.Action altText={action.altText} asChild>
            <Button
              size="small"
              variant="secondary"
              className={styles.action}
              onClick={action.onClick}
            >
              {action.label}
            </Button>
          </RadixToast.Action>
        )}
      </div>
      <RadixToast.Close asChild>
        <IconButton label={closeLabel} icon={<CloseIcon />} size="small" />
      </RadixToast.Close>
    </RadixToast.Root>
  );
}
