import { FlameIcon } from '../../private/icons/dialogIcons';
import { Photo } from '../../private/Photo';
import type { ChatBubbleLabels } from './chatBubbleLabels';
import * as styles from './ChatBubbleMedia.css';
import type { ChatMessage } from './chatMessage';

export type ChatBubbleMediaProps = {
  kind: 'image' | 'burn';
  message: ChatMessage;
  own: boolean;
  labels: ChatBubbleLabels;
  burnViewed: boolean;
  /** Opens the photo (preview) or the burn-after-read image (viewer). */
  onOpen?: () => void;
};

/** Blurred past recognition: the smallest copy is enough. */
const blurredSizes = '48px';

/** A photo, or a burn-after-read image: blurred until viewed, then only a placeholder. */
export function ChatBubbleMedia({
  kind,
  message,
  own,
  labels,
  burnViewed,
  onOpen,
}: ChatBubbleMediaProps) {
  if (kind === 'image') {
    return (
      <button type="button" className={styles.media} aria-label={labels.openImage} onClick={onOpen}>
        <Photo
          className={styles.image}
          src={message.url}
          alt={labels.image}
          sizes="200px"
          width={200}
          height={200}
          draggable={false}
        />
      </button>
    );
  }

  if (burnViewed && !own) {
    return (
      <div className={styles.burned}>
        <FlameIcon className={styles.burnedIcon} />
        {labels.imageBurned}
      </div>
    );
  }

  const veil = (
    <>
      {message.ext.burn_url && (
        <Photo
          className={styles.blurred}
          src={message.ext.burn_url}
          alt=""
          sizes={blurredSizes}
          width={200}
          height={150}
          draggable={false}
        />
      )}
      <span className={styles.veil}>
        <FlameIcon className={styles.veilIcon} />
        <span className={styles.veilTitle}>{labels.burnImage}</span>
        {!own && <span className={styles.veilHint}>{labels.tapToView}</span>}
      </span>
    </>
  );
  // The sender sees the veil too, without the invitation: the picture is for the recipient.
  return own ? (
    <div className={styles.media}>{veil}</div>
  ) : (
    <button type="button" className={styles.media} onClick={onOpen}>
      {veil}
    </button>
  );
}
