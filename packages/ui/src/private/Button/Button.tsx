import type { ButtonHTMLAttributes, ReactNode, Ref } from 'react';
import { cx } from '../../utils/cx';
import { Spinner } from '../Spinner';
import * as styles from './Button.css';

export type ButtonProps = ButtonHTMLAttributes<HTMLButtonElement> & {
  /** primary (one per view), secondary, ghost, danger (destroys something) or gold (coins, VIP). */
  variant?: styles.ButtonVariants['variant'];
  /** small 32 px, medium 40 px, large 48 px high. */
  size?: styles.ButtonVariants['size'];
  /** Stretch to the width of the container. */
  fullWidth?: boolean;
  /** Shows a spinner and ignores clicks; the label stays for screen readers. */
  loading?: boolean;
  /** An icon before the label. */
  icon?: ReactNode;
  /** Forwarded to the button element. */
  ref?: Ref<HTMLButtonElement>;
};

/** The one button of the product. Text comes in translated, as children. */
export function Button({
  variant,
  size,
  fullWidth,
  loading = false,
  icon,
  children,
  className,
  type = 'button',
  onClick,
  ...props
}: ButtonProps) {
  return (
    <button
      type={type}
      className={cx(styles.button({ variant, size, fullWidth }), className)}
      aria-busy={loading || undefined}
      onClick={loading ? (event) => event.preventDefault() : onClick}
      {...props}
    >
      <span className={loading ? styles.hiddenContent : styles.content}>
        {icon}
        {children}
      </span>
      {loading && <Spinner size="small" className={styles.spinner} />}
    </button>
  );
}
