import { EmojiText } from '../../emoji';
import { fillLabel, formatCount } from '../../private/format';
import { RedPacketIcon } from '../../private/icons/chatIcons';
import { GiftIcon } from '../../private/icons/dialogIcons';
import { TranslateIcon } from '../../private/icons/layoutIcons';
import { visuallyHidden } from '../../private/VisuallyHidden/VisuallyHidden.css';
import type { ChatBubbleLabels } from './chatBubbleLabels';
import * as styles from './ChatBubbleContent.css';
import { ChatBubbleMedia } from './ChatBubbleMedia';
import { VoiceMessage } from '../VoiceMessage';
import type { ChatBubbleKind, ChatMessage } from './chatMessage';

type MessageAction = ((change: { message: ChatMessage }) => void) | undefined;

export type ChatBubbleContentProps = {
  kind: Exclude<ChatBubbleKind, 'recalled'>;
  message: ChatMessage;
  own: boolean;
  labels: ChatBubbleLabels;
  burnViewed: boolean;
  locale?: string;
  onPreview: MessageAction;
  onOpenRedPacket: MessageAction;
  onViewBurnImage: MessageAction;
  voice?: { playing: boolean; progress: number };
  onToggleVoice?: MessageAction;
};

/** The inside of a bubble, by the message's kind. */
export function ChatBubbleContent({
  kind,
  message,
  own,
  labels,
  burnViewed,
  locale,
  onPreview,
  onOpenRedPacket,
  onViewBurnImage,
  voice,
  onToggleVoice,
}: ChatBubbleContentProps) {
  const { ext } = message;
  const act = (action: MessageAction) => (action ? () => action({ message }) : undefined);

  if (kind === 'image' || kind === 'burn') {
    return (
      <ChatBubbleMedia
        {...{ kind, message, own, labels, burnViewed }}
        onOpen={act(kind === 'image' ? onPreview : onViewBurnImage)}
      />
    );
  }

  if (kind === 'voice') {
    return (
      <VoiceMessage
        duration={ext.duration ?? 0}
        waveform={ext.waveform ?? []}
        playing={voice?.playing}
        progress={voice?.progress}
        side={own ? 'own' : 'peer'}
        labels={labels}
        onToggle={act(onToggleVoice)}
      />
    );
  }

  if (kind === 'gift') {
    return (
      <div className={styles.gift}>
        <span className={styles.giftIcon}>
          {ext.url ? (
            <img src={ext.url} alt="" width={48} height={48} loading="lazy" decoding="async" />
          ) : (
            <GiftIcon />
          )}
        </span>
        <span className={styles.cardText}>
          <span className={styles.cardCaption}>{labels.gift}</span>
          <span className={styles.cardTitle}>{ext.note}</span>
          {/* One gift is just the gift: "×1" would be noise. */}
          {(ext.quantity ?? 1) > 1 && (
            <span className={styles.giftQuantity}>
              {fillLabel(labels.giftQuantity, {
                count: formatCount(ext.quantity ?? 1, { locale }),
              })}
            </span>
          )}
        </span>
      </div>
    );
  }

  if (kind === 'redPacket') {
    const amount = fillLabel(labels.redPacketAmount, {
      amount: formatCount(ext.amount ?? 0, { locale }),
    });
    return (
      <button type="button" className={styles.redPacket} onClick={act(onOpenRedPacket)}>
        <span className={styles.redPacketBody}>
          <span className={styles.redPacketIcon}>
            <RedPacketIcon />
          </span>
          <span className={styles.cardText}>
            <span className={styles.cardTitle}>{ext.note || amount}</span>
            {ext.note && <span className={styles.redPacketAmount}>{amount}</span>}
          </span>
        </span>
        <span className={styles.redPacketFooter}>{labels.redPacket}</span>
      </button>
    );
  }

  return (
    <div className={styles.text}>
      <EmojiText text={message.msg} labels={labels.emoji} />
      {ext.translation && (
        <p className={styles.translation}>
          <TranslateIcon className={styles.translationIcon} />
          <span className={visuallyHidden}>{labels.translation}: </span>
          <EmojiText text={ext.translation} labels={labels.emoji} />
        </p>
      )}
    </div>
  );
}
