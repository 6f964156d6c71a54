import { AlertIcon } from '../icons';
import * as styles from './forms.css';

/** The server's answer to a form, translated ("Wrong account or password"), announced at once. */
export function FormError({ children }: { children?: string }) {
  if (!children) return null;
  return (
    <p role="alert" className={styles.formError}>
      <AlertIcon className={styles.formErrorIcon} />
      <span>{children}</span>
    </p>
  );
}
