import { useId, type FormEvent, type ReactNode, type Ref } from 'react';
import { Button } from '../../private/Button';
import { FormError, formStyles } from '../../private/forms';
import * as styles from './RegisterForm.css';

export type RegisterFormStepProps = {
  /** The step's heading, its line, and the focus target when the step changes. */
  title: string;
  description?: string;
  headingRef: Ref<HTMLHeadingElement>;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  /** Goes to the previous step; no Back button without it. */
  onBack?: () => void;
  backLabel: string;
  submitLabel: string;
  pending: boolean;
  error?: string;
  /** A button between Back and Next ("Skip for now"). */
  extraAction?: ReactNode;
  children: ReactNode;
};

/** The frame of one registration step: heading, fields, the server's error, Back and Next. */
export function RegisterFormStep({
  title,
  description,
  headingRef,
  onSubmit,
  onBack,
  backLabel,
  submitLabel,
  pending,
  error,
  extraAction,
  children,
}: RegisterFormStepProps) {
  const id = useId();
  return (
    <form noValidate aria-labelledby={id} className={styles.step} onSubmit={onSubmit}>
      <header>
        <h2 id={id} ref={headingRef} tabIndex={-1} className={styles.title}>
          {title}
        </h2>
        {description && <p className={formStyles.formSubtitle}>{description}</p>}
      </header>
      <div className={styles.fields}>{children}</div>
      <FormError>{error}</FormError>
      <div className={styles.actions}>
        {onBack && (
          <Button variant="secondary" size="large" onClick={onBack} disabled={pending}>
            {backLabel}
          </Button>
        )}
        {extraAction}
        <Button type="submit" size="large" loading={pending} className={styles.next}>
          {submitLabel}
        </Button>
      </div>
    </form>
  );
}
