import type { HTMLAttributes, ReactNode } from 'react';
import { cx } from '../../utils/cx';
import { HeartIcon } from '../icons';
import * as styles from './EmptyState.css';

export type EmptyStateProps = Omit<HTMLAttributes<HTMLDivElement>, 'title'> & {
  /** What is empty, translated ("No conversations yet"). */
  title: ReactNode;
  /** What to do about it. */
  description?: ReactNode;
  /** An icon for the round illustration; a heart unless given. */
  icon?: ReactNode;
  /** A button that fills the emptiness ("Find people"). */
  action?: ReactNode;
  /** The heading level of the title, to fit the page outline. */
  headingLevel?: 2 | 3 | 4;
};

/** What a list or screen shows when it has nothing yet: never a blank area. */
export function EmptyState({
  title,
  description,
  icon = <HeartIcon />,
  action,
  headingLevel = 3,
  className,
  ...props
}: EmptyStateProps) {
  const Heading = `h${headingLevel}` as const;
  return (
    <div className={cx(styles.root, className)} {...props}>
      <div className={styles.illustration} aria-hidden="true">
        {icon}
      </div>
      <Heading className={styles.title}>{title}</Heading>
      {description && <p className={styles.description}>{description}</p>}
      {action && <div className={styles.action}>{action}</div>}
    </div>
  );
}
