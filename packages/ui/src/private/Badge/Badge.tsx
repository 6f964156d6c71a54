import type { HTMLAttributes, ReactNode } from 'react';
import { cx } from '../../utils/cx';
import * as styles from './Badge.css';

export type BadgeProps = HTMLAttributes<HTMLSpanElement> & {
  /** neutral, accent (unread), gold (VIP, coins), plum (SVIP), success or danger. */
  tone?: styles.BadgeVariants['tone'];
  /** A filled badge (counts, member levels) instead of a tinted one. */
  solid?: boolean;
  /** An icon before the text. */
  icon?: ReactNode;
};

/** A short label or count: "VIP", "SVIP", "New", an unread count ("99+", formatted by the caller). */
export function Badge({ tone, solid, icon, children, className, ...props }: BadgeProps) {
  return (
    <span className={cx(styles.badge({ tone, solid }), className)} {...props}>
      {icon}
      {children}
    </span>
  );
}
