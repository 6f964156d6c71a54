import { useState, type HTMLAttributes } from 'react';
import { size as sizeTokens } from '../../theme/tokens';
import { cx } from '../../utils/cx';
import { Photo } from '../Photo';
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
  /** `eager` for the first screen's main avatar (a profile's); others load when scrolled near. */
  loading?: 'lazy' | 'eager';
};

/** Each size's CSS width, for choosing the photo's copy (raw: `sizes` takes no CSS variable). */
const shownAt = {
  xsmall: sizeTokens.avatarXsmall,
  small: sizeTokens.avatarSmall,
  medium: sizeTokens.avatarMedium,
  large: sizeTokens.avatarLarge,
  xlarge: sizeTokens.avatarXlarge,
} satisfies Record<keyof typeof styles.size, string>;

type PhotoStatus = 'loading' | 'loaded' | 'failed';

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

/**
 * A round photo of a person, with their member level and online state. The photo is a plain
 * <img> over the initial (not Radix Avatar, which loads `src` itself in the background: no
 * srcset, no lazy loading), hidden until it has loaded and dropped if it fails.
 */
export function Avatar({
  name,
  src,
  size = 'medium',
  level = 'normal',
  online = false,
  onlineLabel,
  loading,
  className,
  ...props
}: AvatarProps) {
  const [settled, setSettled] = useState<{ src: string; status: PhotoStatus }>();
  const status: PhotoStatus = settled && settled.src === src ? settled.status : 'loading';
  const label = online && onlineLabel ? `${name}, ${onlineLabel}` : name;
  const pixels = parseInt(shownAt[size], 10);
  return (
    <span
      role="img"
      aria-label={label}
      data-level={level}
      className={cx(styles.root, styles.size[size], styles.ring[level], className)}
      {...props}
    >
      <span className={styles.frame}>
        {status !== 'loaded' && (
          <span className={cx(styles.fallback, styles.tone[toneFor(name)])} aria-hidden="true">
            {initialOf(name)}
          </span>
        )}
        {src && status !== 'failed' && (
          <Photo
            src={src}
            alt=""
            sizes={shownAt[size]}
            width={pixels}
            height={pixels}
            loading={loading}
            className={styles.image}
            data-status={status}
            onLoad={() => setSettled({ src, status: 'loaded' })}
            onError={() => setSettled({ src, status: 'failed' })}
          />
        )}
      </span>
      {online && <span className={styles.online} />}
    </span>
  );
}
