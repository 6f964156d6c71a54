import { Avatar as RadixAvatar } from 'radix-ui';
import type { HTMLAttributes } from 'react';
import { cx } from '../../utils/cx';
import * as styles from './Avatar.css';

export type MemberLevel = 'normal' | 'vip' | 'svip';

export type AvatarProps = HTMLAttributes<HTMLSpanElement> & {
  /** The person's nickname: the accessible name, and the initial shown without a photo. */
  name: string;
  /** The photo; the initial on a warm tint shows until it loads, or if it fails. */
  src?: string;
  /** xsmall 24, small 32, medium 40, large 56, xlarge 88 px. */
  size?: keyof typeof styles.size;
  /** VIP wear a gold ring, SVIP a plum one. */
  level?: MemberLevel;
  /** Shows the green online dot. */
  online?: boolean;
  /** The online state in words, translated ("Online"), added to the accessible name. */
  onlineLabel?: string;
};

const tones = ['accent', 'gold', 'plum', 'success'] as const;

/** The same name always gets the same tint. */
function toneFor(name: string) {
  let hash = 0;
  for (const char of name) hash = (hash * 31 + (char.codePointAt(0) ?? 0)) >>> 0;
  return tones[hash % tones.length] ?? 'accent';
}

/** The first letter (or CJK character, or emoji) of the name. */
function initialOf(name: string) {
  return [...name.trim()][0]?.toUpperCase() ?? '?';
}

/** A round photo of a person, with their member level and online state. */
export function Avatar({
  name,
  src,
  size = 'medium',
  level = 'normal',
  online = false,
  onlineLabel,
  className,
  ...props
}: AvatarProps) {
  const label = online && onlineLabel ? `${name}, ${onlineLabel}` : name;
  return (
    <span
      role="img"
      aria-label={label}
      data-level={level}
      className={cx(styles.root, styles.size[size], styles.ring[level], className)}
      {...props}
    >
      <RadixAvatar.Root className={styles.frame}>
        {src && <RadixAvatar.Image className={styles.image} src={src} alt="" />}
        <RadixAvatar.Fallback
          className={cx(styles.fallback, styles.tone[toneFor(name)])}
          aria-hidden="true"
        >
          {initialOf(name)}
        </RadixAvatar.Fallback>
      </RadixAvatar.Root>
      {online && <span className={styles.online} />}
    </span>
  );
}
