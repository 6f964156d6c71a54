import { useId, type HTMLAttributes } from 'react';
import { fillLabel } from '../../private/format';
import { StarIcon } from '../../private/icons/socialIcons';
import { visuallyHidden } from '../../private/VisuallyHidden/VisuallyHidden.css';
import { cx } from '../../utils/cx';
import * as styles from './LuckCard.css';

/** The caller's luck today (API `TodayLuck`): a score from 1 to 100 and a message. */
export type TodayLuck = { score: number; message: string; date: string };

export type LuckCardProps = Omit<HTMLAttributes<HTMLElement>, 'children'> & {
  /** Today's luck; absent while loading. */
  luck?: TodayLuck;
  /** The luck is on its way: a shimmer instead of the gauge and message. */
  loading?: boolean;
  /** The day as shown, formatted by the app ("Sunday, November 22"); `luck.date` without it. */
  dateLabel?: string;
  /** Every text, translated. */
  labels: {
    /** The heading ("Today's luck"). */
    title: string;
    /** The score in words, with `{score}` ("{score} out of 100"). */
    score: string;
    /** Said while loading ("Loading today's luck"). */
    loading: string;
  };
};

/** Five stars for 1 to 100: every 20 points a star, a half from 10. */
function starsFor(score: number) {
  const halves = Math.round(Math.max(0, Math.min(100, score)) / 10);
  return Array.from({ length: 5 }, (_, index) => {
    const left = halves - index * 2;
    return left >= 2 ? 'full' : left === 1 ? 'half' : 'empty';
  });
}

/** Today's luck on the home page: a gauge with the score, five stars and the day's message. */
export function LuckCard({
  luck,
  loading = false,
  dateLabel,
  labels,
  className,
  ...props
}: LuckCardProps) {
  const titleId = useId();
  const clipId = useId();
  const score = luck?.score ?? 0;
  return (
    <section
      aria-labelledby={titleId}
      aria-busy={loading || undefined}
      className={cx(styles.root, className)}
      {...props}
    >
      <div className={styles.gauge}>
        <svg viewBox="0 0 120 70" className={styles.gaugeSvg} aria-hidden="true">
          <path d="M10 64a50 50 0 0 1 100 0" pathLength={100} className={styles.track} />
          {!loading && (
            <path
              d="M10 64a50 50 0 0 1 100 0"
              pathLength={100}
              strokeDasharray={`${score} 100`}
              className={styles.value}
            />
          )}
        </svg>
        <span className={styles.score}>
          {loading ? (
            <span className={styles.shimmer({ size: 'score' })} />
          ) : (
            <span aria-hidden="true">{score}</span>
          )}
        </span>
      </div>
      <div className={styles.text}>
        <div className={styles.head}>
          <h2 id={titleId} className={styles.title}>
            {labels.title}
          </h2>
          {!loading && luck && (
            <time dateTime={luck.date} className={styles.date}>
              {dateLabel ?? luck.date}
            </time>
          )}
        </div>
        {loading || !luck ? (
          <>
            <span role="status" className={visuallyHidden}>
              {labels.loading}
            </span>
            <span className={styles.shimmer({ size: 'line' })} />
            <span className={styles.shimmer({ size: 'short' })} />
          </>
        ) : (
          <>
            <p className={styles.stars}>
              {starsFor(score).map((star, index) => (
                <span key={index} className={styles.star} data-star={star} aria-hidden="true">
                  <StarIcon className={styles.starOutline} />
                  <svg viewBox="0 0 24 24" className={styles.starFill}>
                    <defs>
                      <clipPath id={`${clipId}-${index}`}>
                        <rect width={star === 'half' ? 12 : 24} height="24" />
                      </clipPath>
                    </defs>
                    <path
                      d="M12 3.8l2.5 5.1 5.6.8-4 4 .9 5.6-5-2.7-5 2.7.9-5.6-4-4 5.6-.8L12 3.8z"
                      clipPath={`url(#${clipId}-${index})`}
                    />
                  </svg>
                </span>
              ))}
              <span className={visuallyHidden}>{fillLabel(labels.score, { score })}</span>
            </p>
            <p className={styles.message}>{luck.message}</p>
          </>
        )}
      </div>
    </section>
  );
}
