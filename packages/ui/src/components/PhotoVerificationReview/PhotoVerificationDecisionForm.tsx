import { useId, useState, type FormEvent } from 'react';
import { Button } from '../../private/Button';
import { FormError } from '../../private/forms';
import { count, textArea } from '../../private/forms/textArea.css';
import { CheckIcon, CloseIcon } from '../../private/icons';
import type { PhotoVerificationDecision } from './PhotoVerificationReview';
import * as styles from './PhotoVerificationReview.css';
import type { PhotoVerificationReviewLabels } from './PhotoVerificationReviewLabels';

/** The reason the member reads; the API's limit. */
const reasonMaxLength = 200;

type FormProps = {
  requestId: number;
  labels: PhotoVerificationReviewLabels;
  deciding: boolean;
  error?: string | null;
  onDecide: (decision: PhotoVerificationDecision) => void;
};

/**
 * Approve, or refuse with a reason the member will read. The reason is checked only when refusing,
 * and only once the operator has tried (as in the reports' action form).
 */
export function PhotoVerificationDecisionForm({
  requestId,
  labels,
  deciding,
  error,
  onDecide,
}: FormProps) {
  const [reason, setReason] = useState('');
  const [tried, setTried] = useState(false);
  // Which button was pressed, so that one spins while the decision is on its way.
  const [chosen, setChosen] = useState<'approve' | 'refuse' | null>(null);
  const headingId = useId();
  const reasonId = useId();
  const invalid = tried && reason.trim() === '';

  const refuse = (event: FormEvent) => {
    event.preventDefault();
    setTried(true);
    if (deciding || reason.trim() === '') return;
    setChosen('refuse');
    onDecide({ requestId, approve: false, reason: reason.trim() });
  };
  const approve = () => {
    if (deciding) return;
    setChosen('approve');
    onDecide({ requestId, approve: true });
  };

  return (
    <form className={styles.form} aria-labelledby={headingId} noValidate onSubmit={refuse}>
      <h3 id={headingId} className={styles.sectionTitle}>
        {labels.decision}
      </h3>
      <div className={styles.field}>
        <label htmlFor={reasonId} className={styles.label}>
          {labels.reason}
        </label>
        <textarea
          id={reasonId}
          className={textArea}
          rows={3}
          required
          value={reason}
          maxLength={reasonMaxLength}
          readOnly={deciding}
          aria-invalid={invalid || undefined}
          aria-describedby={`${reasonId}-hint${invalid ? ` ${reasonId}-error` : ''}`}
          onChange={(event) => setReason(event.target.value)}
        />
        {invalid && (
          <p id={`${reasonId}-error`} className={styles.error}>
            {labels.reasonRequired}
          </p>
        )}
        <span id={`${reasonId}-hint`} className={count}>
          {labels.reasonHint} {reason.length}/{reasonMaxLength}
        </span>
      </div>
      <FormError>{error ?? undefined}</FormError>
      <div className={styles.decisionButtons}>
        <Button
          variant="primary"
          icon={<CheckIcon />}
          loading={deciding && chosen === 'approve'}
          disabled={deciding && chosen !== 'approve'}
          onClick={approve}
        >
          {labels.approve}
        </Button>
        <Button
          type="submit"
          variant="danger"
          icon={<CloseIcon />}
          loading={deciding && chosen === 'refuse'}
          disabled={deciding && chosen !== 'refuse'}
        >
          {labels.refuse}
        </Button>
      </div>
    </form>
  );
}
