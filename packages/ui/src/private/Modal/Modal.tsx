import { Dialog } from 'radix-ui';
import { useLayoutEffect, useRef, type ReactNode } from 'react';
import { cx } from '../../utils/cx';
import { IconButton } from '../IconButton';
import { CloseIcon } from '../icons';
import * as styles from './Modal.css';

export type ModalProps = {
  /** Shows the dialog. The owner keeps this state and sets it back on `onClose`. */
  open: boolean;
  /** Called on Escape, the close button, or a click outside (unless `dismissible` is false). */
  onClose: () => void;
  /** The dialog's title, translated: also its accessible name. */
  title: ReactNode;
  /** One or two sentences under the title, translated: also its accessible description. */
  description?: ReactNode;
  /** The close button's label, translated ("Close"). */
  closeLabel: string;
  /** The dialog's body. */
  children?: ReactNode;
  /** The actions, least important first (Cancel, then Confirm); stacked on narrow screens. */
  footer?: ReactNode;
  /** A picture above the title (an icon in a circle); centres the header. */
  illustration?: ReactNode;
  /**
   * Width on wide screens: small 400, medium 520, large 720 px (narrow screens get a sheet);
   * fullscreen covers the screen at every width (the photo viewers).
   */
  size?: keyof typeof styles.size;
  /** False while an action runs: Escape, outside clicks and the close button are ignored. */
  dismissible?: boolean;
  /** On the dialog element. */
  className?: string;
};

/**
 * The base of every dialog (ConfirmDialog, RedPacketDialog, GiftDialog…): Radix Dialog's focus
 * trap, Escape and portal, a bottom sheet below 768 px and a card above. Not exported: product
 * dialogs wrap it with their own props.
 */
export function Modal({
  open,
  onClose,
  title,
  description,
  closeLabel,
  children,
  footer,
  illustration,
  size = 'medium',
  dismissible = true,
  className,
}: ModalProps) {
  // Product dialogs are opened by state, not by a Radix Dialog.Trigger, so Radix does not know
  // where focus came from: remember it on open and give it back on close.
  const returnFocus = useRef<HTMLElement | null>(null);
  useLayoutEffect(() => {
    if (open && document.activeElement instanceof HTMLElement)
      returnFocus.current = document.activeElement;
  }, [open]);

  return (
    <Dialog.Root open={open} onOpenChange={(next) => !next && dismissible && onClose()}>
      <Dialog.Portal>
        <Dialog.Overlay className={styles.overlay} data-testid="modal-overlay" />
        <Dialog.Content
          className={cx(styles.content, styles.size[size], className)}
          aria-modal="true"
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            returnFocus.current?.focus();
          }}
          // Radix links the description itself; without one, no aria-describedby at all.
          {...(description ? {} : { 'aria-describedby': undefined })}
        >
          <div className={styles.handle} aria-hidden="true" />
          <div className={cx(styles.header, illustration ? styles.headerCentered : undefined)}>
            {illustration && <div className={styles.illustration}>{illustration}</div>}
            <Dialog.Title className={styles.title}>{title}</Dialog.Title>
          </div>
          {description && (
            <Dialog.Description
              className={cx(styles.description, illustration ? styles.centered : undefined)}
            >
              {description}
            </Dialog.Description>
          )}
          {children && <div className={styles.body}>{children}</div>}
          {footer ? <div className={styles.footer}>{footer}</div> : <div className={styles.end} />}
          <Dialog.Close asChild>
            <IconButton
              label={closeLabel}
              icon={<CloseIcon />}
              size="small"
              className={styles.close}
              disabled={!dismissible}
            />
          </Dialog.Close>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
