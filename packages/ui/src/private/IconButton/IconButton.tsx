import type { ButtonHTMLAttributes, ReactNode, Ref } from 'react';
import { cx } from '../../utils/cx';
import * as styles from './IconButton.css';

export type IconButtonProps = Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'children'> & {
  /** What the button does, translated: it is the accessible name (and the tooltip, if any). */
  label: string;
  /** The icon, drawn at the button's icon size. */
  icon: ReactNode;
  /** ghost (default), secondary, soft, gold (coins, VIP) or primary. */
  variant?: IconButtonVariants['variant'];
  /** small 32 px, medium 40 px, large 48 px. */
  size?: IconButtonVariants['size'];
  /** Forwarded to the button element. */
  ref?: Ref<HTMLButtonElement>;
};

type IconButtonVariants = styles.IconButtonVariants;

/** A round button holding only an icon. */
export function IconButton({
  label,
  icon,
  variant,
  size,
  className,
  type = 'button',
  ...props
}: IconButtonProps) {
  return (
    <button
      type={type}
      aria-label={label}
      className={cx(styles.iconButton({ variant, size }), className)}
      {...props}
    >
      {icon}
    </button>
  );
}
