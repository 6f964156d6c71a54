import type { HTMLAttributes } from 'react';
import { cx } from '../../utils/cx';
import {
  photoVerificationGestures,
  type PhotoVerificationGesture,
} from './photoVerificationGestures';
import * as styles from './PhotoVerificationGestureCue.css';

export type PhotoVerificationGestureCueProps = Omit<HTMLAttributes<HTMLDivElement>, 'children'> & {
  gesture: PhotoVerificationGesture;
  /** The gesture in words, translated ("Give a thumbs up"). */
  label: string;
  /** A line above it ("Make this gesture"). */
  caption?: string;
  /** large where the member copies it; small as a reminder or beside a selfie. */
  size?: 'large' | 'small';
};

/** The gesture to make: its emoji, large, and what it is in words. */
export function PhotoVerificationGestureCue({
  gesture,
  label,
  caption,
  size = 'large',
  className,
  ...props
}: PhotoVerificationGestureCueProps) {
  return (
    <div className={cx(styles.root({ size }), className)} {...props}>
      {/* The words beside it name the gesture; the picture adds nothing for a screen reader. */}
      <img
        src={photoVerificationGestures[gesture].src}
        alt=""
        className={styles.emoji({ size })}
        draggable={false}
      />
      <span className={styles.text}>
        {caption && <span className={styles.caption}>{caption}</span>}
        <span className={styles.label({ size })}>{label}</span>
      </span>
    </div>
  );
}
