import type { ReactNode } from 'react';
import { Button } from '../../private/Button';
import { HeartIcon, TrashIcon } from '../../private/icons';
import { Modal } from '../../private/Modal';
import { cx } from '../../utils/cx';
import * as styles from './ConfirmDialog.css';

export type ConfirmDialogProps = {
  /** Shows the dialog. */
  open: boolean;
  /** The question, translated ("Delete this conversation?"). */
  title: ReactNode;
  /** What happens if the user confirms, translated. */
  description?: ReactNode;
  /** The confirm button's text, translated: a verb ("Delete"), never "OK". */
  confirmLabel: string;
  /** The cancel button's text, translated ("Cancel"). */
  cancelLabel: string;
  /** The close button's label, translated ("Close"). */
  closeLabel: string;
  /** danger: the action destroys something; the confirm button turns red. */
  tone?: 'default' | 'danger';
  /** The confirmed action is running: the confirm button spins and nothing can close the dialog. */
  pending?: boolean;
  /** A picture above the title; a bin for danger, a heart otherwise. */
  icon?: ReactNode;
  /** Called when the user confirms. The owner closes the dialog when the action is done. */
  onConfirm: () => void;
  /** Called on Cancel, the close button, Escape or a click outside. */
  onCancel: () => void;
};

/** Asks before an action that cannot be undone: delete a conversation, clear a chat history. */
export function ConfirmDialog({
  open,
  title,
  description,
  confirmLabel,
  cancelLabel,
  closeLabel,
  tone = 'default',
  pending = false,
  icon,
  onConfirm,
  onCancel,
}: ConfirmDialogProps) {
  return (
    <Modal
      open={open}
      onClose={onCancel}
      title={title}
      description={description}
      closeLabel={closeLabel}
      size="small"
      dismissible={!pending}
      illustration={
        <span className={cx(styles.illustration, styles.tone[tone])} aria-hidden="true">
          {icon ?? (tone === 'danger' ? <TrashIcon /> : <HeartIcon />)}
        </span>
      }
      footer={
        <>
          <Button variant="secondary" onClick={onCancel} disabled={pending}>
            {cancelLabel}
          </Button>
          <Button
            variant={tone === 'danger' ? 'danger' : 'primary'}
            onClick={onConfirm}
            loading={pending}
          >
            {confirmLabel}
          </Button>
        </>
      }
    />
  );
}
