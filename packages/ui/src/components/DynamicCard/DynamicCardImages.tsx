import { fillLabel } from '../../private/format';
import { FlameIcon } from '../../private/icons/dialogIcons';
import { Photo } from '../../private/Photo';
import { Spinner } from '../../private/Spinner';
import type { DynamicCardDynamic, DynamicCardProps } from './DynamicCard';
import * as styles from './DynamicCardImages.css';
import type { DynamicCardLabels } from './labels';

type DynamicCardImagesProps = Pick<DynamicCardProps, 'onRevealBurn' | 'onOpenImage'> & {
  dynamic: DynamicCardDynamic;
  own: boolean;
  labels: DynamicCardLabels;
  revealing: boolean;
};

/** 1 image large, 2 and 4 in two columns, the rest in three. */
function layoutFor(count: number) {
  if (count === 1) return 'one';
  if (count === 2 || count === 4) return 'two';
  return 'three';
}

/** Each layout's picture box (DynamicCardImages.css.ts: the grid's width over its columns). */
const boxes = {
  one: { sizes: '360px', width: 360, height: 270 },
  two: { sizes: '160px', width: 160, height: 160 },
  three: { sizes: '140px', width: 140, height: 140 },
} as const;

/** Blurred past recognition: the smallest copy is enough. */
const blurredSizes = '48px';

/**
 * The images: a grid of buttons that open the preview; for others' burn-after-reading dynamics one
 * blurred button that reveals them; once seen, the "image burned" placeholder.
 */
export function DynamicCardImages({
  dynamic,
  own,
  labels,
  revealing,
  onRevealBurn,
  onOpenImage,
}: DynamicCardImagesProps) {
  const { images, id: dynamicId } = dynamic;
  if (dynamic.burned === 1) {
    return (
      <div className={styles.burned}>
        <FlameIcon className={styles.burnedIcon} />
        {labels.burned}
      </div>
    );
  }
  if (images.length === 0) return null;
  const layout = layoutFor(images.length);
  const hidden = dynamic.burnAfterReading === 1 && !own;

  if (hidden) {
    return (
      <button
        type="button"
        className={styles.burnButton}
        aria-busy={revealing || undefined}
        onClick={() => !revealing && onRevealBurn?.({ dynamicId })}
      >
        <span className={styles.grid({ layout })} aria-hidden="true">
          {images.map((src, index) => (
            <Photo
              key={index}
              src={src}
              alt=""
              sizes={blurredSizes}
              width={boxes[layout].width}
              height={boxes[layout].height}
              className={styles.blurred}
              draggable={false}
            />
          ))}
        </span>
        <span className={styles.burnHint}>
          {revealing ? <Spinner size="small" /> : <FlameIcon className={styles.burnIcon} />}
          {labels.revealBurn}
        </span>
      </button>
    );
  }

  return (
    <ul className={styles.grid({ layout })}>
      {images.map((src, index) => {
        const alt = fillLabel(labels.image, { index: index + 1, count: images.length });
        const image = (
          <Photo
            src={src}
            alt={alt}
            {...boxes[layout]}
            className={styles.image}
            draggable={false}
          />
        );
        return (
          <li key={index} className={styles.cell}>
            {onOpenImage ? (
              <button
                type="button"
                className={styles.open}
                onClick={() => onOpenImage({ dynamicId, index })}
              >
                {image}
              </button>
            ) : (
              image
            )}
          </li>
        );
      })}
    </ul>
  );
}
