import type { CSSProperties, HTMLAttributes } from 'react';
import { cx } from '../../utils/cx';
import { visuallyHidden } from '../VisuallyHidden/VisuallyHidden.css';
import * as styles from './Skeleton.css';

export type SkeletonProps = HTMLAttributes<HTMLSpanElement> & {
  /** text: a line of the current font size; block: a card or picture; circle: an avatar. */
  shape?: keyof typeof styles.shape;
  /** A CSS length or a number of pixels; text lines default to the full width. */
  width?: CSSProperties['width'];
  height?: CSSProperties['height'];
};

/**
 * The grey shape of content on its way, so a screen has its layout before its data (and nothing
 * moves when the data arrives). Hidden from screen readers: the region around it says it is
 * loading (aria-busy, a Spinner's label or a visually hidden status).
 */
export function Skeleton({
  shape = 'text',
  width,
  height,
  className,
  style,
  ...props
}: SkeletonProps) {
  return (
    <span
      aria-hidden="true"
      className={cx(styles.root, styles.shape[shape], className)}
      style={{ width, height: shape === 'circle' ? (height ?? width) : height, ...style }}
      {...props}
    />
  );
}

export type SkeletonGroupProps = HTMLAttributes<HTMLDivElement> & {
  /** Announced to screen readers ("Loading…", translated) while the shapes show. */
  label: string;
};

/** Skeletons that stand for one region on its way: a status saying so, then the shapes. */
export function SkeletonGroup({ label, children, ...props }: SkeletonGroupProps) {
  return (
    <div role="status" aria-busy="true" {...props}>
      <span className={visuallyHidden}>{label}</span>
      {children}
    </div>
  );
}
