import { useId, useState } from 'react';
import { Button } from '../../private/Button';
import { fillLabel } from '../../private/format';
import { count, textArea } from '../../private/forms/textArea.css';
import { UserPlusIcon } from '../../private/icons/layoutIcons';
import { Modal } from '../../private/Modal';
import * as styles from './FriendRequestDialog.css';

/** The API's limit on a friend request's note. */
export const FRIEND_NOTE_MAX = 200;

export type FriendRequestDialogLabels = {
  /** With `{name}` ("Add Mia as a friend"). */
  title: string;
  /** What happens next ("Mia sees your note with the request."). */
  description?: string;
  /** The note's label ("A note (optional)"). */
  note: string;
  notePlaceholder?: string;
  /** The count under the note, with `{count}` and `{max}` ("12/200"). */
  noteCount: string;
  send: string;
  cancel: string;
  close: string;
};

export type FriendRequestDialogProps = {
  open: boolean;
  /** Whom the request goes to. */
  name: string;
  labels: FriendRequestDialogLabels;
  /** The request is on its way: Send spins, nothing closes the dialog. */
  pending?: boolean;
  /** Sends the request with the note (trimmed; may be empty). */
  onSend: (request: { note: string }) => void;
  onCancel: () => void;
};

/** Asks for an optional note before a friend request goes (the API takes one of 200 characters). */
export function FriendRequestDialog({
  open,
  name,
  labels,
  pending = false,
  onSend,
  onCancel,
}: FriendRequestDialogProps) {
  const noteId = useId();
  const [note, setNote] = useState('');
  const close = () => {
    if (pending) return;
    setNote('');
    onCancel();
  };
  return (
    <Modal
      open={open}
      onClose={close}
      title={fillLabel(labels.title, { name })}
      description={labels.description && fillLabel(labels.description, { name })}
      closeLabel={labels.close}
      size="small"
      dismissible={!pending}
      footer={
        <>
          <Button variant="secondary" onClick={close} disabled={pending}>
            {labels.cancel}
          </Button>
          <Button
            icon={<UserPlusIcon />}
            loading={pending}
            onClick={() => onSend({ note: note.trim() })}
          >
            {labels.send}
          </Button>
        </>
      }
    >
      <div className={styles.field}>
        <label htmlFor={noteId} className={styles.label}>
          {labels.note}
        </label>
        <textarea
          id={noteId}
          className={textArea}
          rows={3}
          value={note}
          maxLength={FRIEND_NOTE_MAX}
          placeholder={labels.notePlaceholder}
          readOnly={pending}
          aria-describedby={`${noteId}-count`}
          onChange={(event) => setNote(event.target.value)}
        />
        <span id={`${noteId}-count`} className={count}>
          {fillLabel(labels.noteCount, { count: note.length, max: FRIEND_NOTE_MAX })}
        </span>
      </div>
    </Modal>
  );
}
