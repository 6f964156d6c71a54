import { useId, type HTMLAttributes } from 'react';
import { EmojiText } from '../../emoji';
import type { NavigateHandler } from '../../private/AppLink';
import { TranslateIcon } from '../../private/icons/layoutIcons';
import type { UserBrief } from '../../private/member';
import { cx } from '../../utils/cx';
import * as styles from './DynamicCard.css';
import { DynamicCardFooter } from './DynamicCardFooter';
import { DynamicCardHeader } from './DynamicCardHeader';
import { DynamicCardImages } from './DynamicCardImages';
import { DynamicCardText } from './DynamicCardText';
import type { DynamicCardLabels } from './labels';

/** The fields of an API `Dynamic` the card draws. */
export type DynamicCardDynamic = {
  id: number;
  user: Pick<UserBrief, 'id' | 'nickname' | 'avatar' | 'vipLevel'> &
    Partial<Pick<UserBrief, 'online'>>;
  content: string;
  images: string[];
  burnAfterReading: 0 | 1;
  burned: 0 | 1;
  top: 0 | 1;
  likes: number | null;
  comments: number | null;
  supported: boolean;
  createTime: string;
};

export type DynamicCardProps = Omit<HTMLAttributes<HTMLElement>, 'children'> & {
  /** The dynamic (API `Dynamic`). */
  dynamic: DynamicCardDynamic;
  /** The viewer wrote it: pin and delete in the menu instead of report. */
  own?: boolean;
  /** Every text, translated. */
  labels: DynamicCardLabels;
  /** The time as shown ("5 min ago"); "MM-DD HH:mm" from `createTime` without it. */
  timeLabel?: string;
  /** The time zone of the default time (stories pass "UTC"). */
  timeZone?: string;
  /** Formats the counts. */
  locale?: string;
  /** The author's profile address; the name becomes a link. */
  profileHref?: string;
  /** Follows the author link inside the app. */
  onNavigate?: NavigateHandler;
  /** The paid translation of the content, shown under it. */
  translation?: string;
  /** The translation is on its way. */
  translating?: boolean;
  /** The burn-after-reading images are being opened. */
  revealingBurn?: boolean;
  /** Like or unlike. */
  onLike?: (change: { dynamicId: number; like: boolean }) => void;
  /** Open the comments. */
  onComment?: (open: { dynamicId: number }) => void;
  /** Translate the content (paid). */
  onTranslate?: (request: { dynamicId: number }) => void;
  /** Tap on blurred burn-after-reading images (the app calls /dynamic/burn-recovery). */
  onRevealBurn?: (request: { dynamicId: number }) => void;
  /** Open the image preview at an image. */
  onOpenImage?: (open: { dynamicId: number; index: number }) => void;
  /** Own: delete (the app confirms first). */
  onDelete?: (request: { dynamicId: number }) => void;
  /** Own: pin or unpin. */
  onPin?: (change: { dynamicId: number; top: boolean }) => void;
  /** Others': report. */
  onReport?: (request: { dynamicId: number }) => void;
};

/** A dynamic (moment) in the square, a profile or its detail page. */
export function DynamicCard({
  dynamic,
  own = false,
  labels,
  timeLabel,
  timeZone,
  locale,
  profileHref,
  onNavigate,
  translation,
  translating = false,
  revealingBurn = false,
  onLike,
  onComment,
  onTranslate,
  onRevealBurn,
  onOpenImage,
  onDelete,
  onPin,
  onReport,
  className,
  ...props
}: DynamicCardProps) {
  const authorId = useId();
  return (
    <article aria-labelledby={authorId} className={cx(styles.root, className)} {...props}>
      <DynamicCardHeader
        dynamic={dynamic}
        own={own}
        labels={labels}
        authorId={authorId}
        timeLabel={timeLabel}
        timeZone={timeZone}
        profileHref={profileHref}
        onNavigate={onNavigate}
        onDelete={onDelete}
        onPin={onPin}
        onReport={onReport}
      />
      {dynamic.content && (
        <DynamicCardText
          content={dynamic.content}
          showMore={labels.showMore}
          showLess={labels.showLess}
        />
      )}
      <DynamicCardImages
        dynamic={dynamic}
        own={own}
        labels={labels}
        revealing={revealingBurn}
        onRevealBurn={onRevealBurn}
        onOpenImage={onOpenImage}
      />
      {translation && (
        <div className={styles.translation}>
          <span className={styles.translationLabel}>
            <TranslateIcon />
            {labels.translation}
          </span>
          <p className={styles.translationText}>
            <EmojiText text={translation} />
          </p>
        </div>
      )}
      <DynamicCardFooter
        dynamic={dynamic}
        labels={labels}
        locale={locale}
        translating={translating}
        onLike={onLike}
        onComment={onComment}
        onTranslate={onTranslate}
      />
    </article>
  );
}
