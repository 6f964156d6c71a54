import { AppLink, type NavigateHandler } from '../../private/AppLink';
import { formStyles } from '../../private/forms';
import { ShieldIcon } from '../../private/icons/formIcons';
import { cx } from '../../utils/cx';
import * as styles from './ResetPasswordForm.css';
import type { ResetPasswordLabels } from './resetPasswordTypes';

type DoneProps = {
  labels: ResetPasswordLabels;
  loginHref: string;
  onNavigate?: NavigateHandler;
  className?: string;
};

/** After the reset: the password is changed, and the way back to log in. */
export function ResetPasswordFormDone({ labels, loginHref, onNavigate, className }: DoneProps) {
  return (
    <div className={cx(styles.done, className)} role="status">
      <span className={styles.doneArt} aria-hidden="true">
        <ShieldIcon />
      </span>
      <h1 className={formStyles.formTitle}>{labels.doneTitle}</h1>
      {labels.doneDescription && (
        <p className={formStyles.formSubtitle}>{labels.doneDescription}</p>
      )}
      <AppLink href={loginHref} onNavigate={onNavigate} className={styles.doneLink}>
        {labels.backToLogin}
      </AppLink>
    </div>
  );
}
