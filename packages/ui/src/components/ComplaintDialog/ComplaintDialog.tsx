import { useId, type ReactNode } from 'react';
import { Button } from '../../private/Button';
import { fillLabel } from '../../private/format';
import { Modal } from '../../private/Modal';
import { useStateWhileOpen } from '../../private/Modal/useStateWhileOpen';
import * as styles from './ComplaintDialog.css';
import { ComplaintDialogImages } from './ComplaintDialogImages';
import type { ComplaintDialogLabels } from './ComplaintDialogLabels';
import { ComplaintDialogReasons, type ComplaintReason } from './ComplaintDialogReasons';

export type ComplaintDialogProps = {
  /** Shows the dialog. */
  open: boolean;
  /** The title, translated, naming who is reported ("Report Lucas"). */
  title: ReactNode;
  /** A line under the title, translated ("Our team reviews every report within 24 hours."). */
  description?: ReactNode;
  /** The reasons to choose from (/complain/complain_type). */
  reasons: readonly ComplaintReason[];
  /** The texts, translated. */
  labels: ComplaintDialogLabels;
  /** The reason chosen when the dialog opens, when the app knows it. */
  defaultReasonId?: number;
  /** The screenshots already uploaded, in order; the owner keeps them. */
  images?: readonly string[];
  /** How many screenshots a report takes (the API's 3). */
  maxImages?: number;
  /** A screenshot is uploading: a spinner takes its place. */
  imageUploading?: boolean;
  /** The longest description (the API's 1000 characters). */
  notesMaxLength?: number;
  /** The report is being sent: the button spins, nothing can be changed or closed. */
  pending?: boolean;
  /** Why the last report failed, translated. */
  error?: ReactNode;
  /** Called with the reason's id as `type`, the notes (trimmed) and the screenshots. */
  onSubmit: (complaint: { type: number; notes: string; images: string[] }) => void;
  /** Called on Cancel, the close button, Escape or a click outside. */
  onCancel: () => void;
  /** Called on the add tile: the app picks a picture and uploads it. No tile without it. */
  onAddImage?: () => void;
  /** Called on a screenshot's remove button. */
  onRemoveImage?: (image: { index: number }) => void;
};

/** A report against a chat partner: a reason, what happened, and screenshots if any. */
export function ComplaintDialog({
  open,
  title,
  description,
  reasons,
  labels,
  defaultReasonId,
  images = [],
  maxImages = 3,
  imageUploading = false,
  notesMaxLength = 1000,
  pending = false,
  error,
  onSubmit,
  onCancel,
  onAddImage,
  onRemoveImage,
}: ComplaintDialogProps) {
  const [form, setForm] = useStateWhileOpen(open, {
    reasonId: defaultReasonId ?? null,
    notes: '',
  });
  const notesId = useId();
  const { reasonId, notes } = form;

  return (
    <Modal
      open={open}
      onClose={onCancel}
      title={title}
      description={description}
      closeLabel={labels.close}
      dismissible={!pending}
      footer={
        <>
          <Button variant="secondary" onClick={onCancel} disabled={pending}>
            {labels.cancel}
          </Button>
          <Button
            variant="danger"
            disabled={reasonId === null || imageUploading}
            loading={pending}
            onClick={() =>
              reasonId !== null &&
              onSubmit({ type: reasonId, notes: notes.trim(), images: [...images] })
            }
          >
            {labels.submit}
          </Button>
        </>
      }
    >
      <div className={styles.body}>
        <ComplaintDialogReasons
          reasons={reasons}
          reasonId={reasonId}
          disabled={pending}
          label={labels.reasons}
          onChoose={(next) => setForm({ ...form, reasonId: next })}
        />
        <div className={styles.field}>
          <label htmlFor={notesId} className={styles.label}>
            {labels.notes}
          </label>
          <textarea
            id={notesId}
            className={styles.notes}
            rows={3}
            value={notes}
            maxLength={notesMaxLength}
            placeholder={labels.notesPlaceholder}
            readOnly={pending}
            aria-describedby={`${notesId}-count`}
            onChange={(event) => setForm({ ...form, notes: event.target.value })}
          />
          <span id={`${notesId}-count`} className={styles.count}>
            {fillLabel(labels.notesCount, { count: notes.length, max: notesMaxLength })}
          </span>
        </div>
        <ComplaintDialogImages
          images={images}
          max={maxImages}
          uploading={imageUploading}
          disabled={pending}
          labels={labels}
          onAdd={onAddImage}
          onRemove={onRemoveImage}
        />
        {error && (
          <p role="alert" className={styles.error}>
            {error}
          </p>
        )}
      </div>
    </Modal>
  );
}
