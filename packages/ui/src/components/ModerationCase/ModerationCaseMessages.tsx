import { fillLabel } from '../../private/format';
import type { UserBrief } from '../../private/member';
import * as styles from './ModerationCase.css';
import type { ModerationCaseLabels } from './ModerationCaseLabels';

/** A chat message between the reporter and the reported member (API `ModerationMessage`). */
export type ModerationCaseMessage = {
  id: string;
  fromUserId: number;
  type: 'txt' | 'img' | 'custom';
  /** The text (empty for a picture or a custom message). */
  msg: string;
  /** A picture's address. */
  url?: string;
  /** A custom message's kind (gift, redPacket, burn). */
  customType?: string;
  time: string;
};

type MessagesProps = {
  messages: readonly ModerationCaseMessage[];
  reporter: Pick<UserBrief, 'id' | 'nickname'>;
  reported: Pick<UserBrief, 'id' | 'nickname'>;
  labels: ModerationCaseLabels;
  formatTime: (time: string) => string;
};

/** The chat between the two, oldest first, each message saying who sent it. */
export function ModerationCaseMessages({
  messages,
  reporter,
  reported,
  labels,
  formatTime,
}: MessagesProps) {
  return (
    <section className={styles.section} aria-label={labels.messages}>
      <h3 className={styles.sectionTitle}>{labels.messages}</h3>
      {messages.length === 0 ? (
        <p className={styles.none}>{labels.noMessages}</p>
      ) : (
        <ol className={styles.entries}>
          {messages.map((message) => {
            const fromReported = message.fromUserId === reported.id;
            const sender = fromReported ? reported : reporter;
            return (
              <li
                key={message.id}
                className={styles.message}
                data-sender={fromReported ? 'reported' : 'reporter'}
              >
                <span className={styles.entryMeta}>
                  <strong>{sender.nickname}</strong>
                  <span className={styles.senderRole}>
                    {fromReported ? labels.reported : labels.reporter}
                  </span>
                  <time dateTime={message.time}>{formatTime(message.time)}</time>
                </span>
                <p className={styles.text}>
                  {message.type === 'img' && message.url ? (
                    <a href={message.url} target="_blank" rel="noreferrer">
                      {labels.picture}
                    </a>
                  ) : message.type === 'custom' ? (
                    fillLabel(labels.customMessage, { type: message.customType ?? '' })
                  ) : (
                    message.msg
                  )}
                </p>
              </li>
            );
          })}
        </ol>
      )}
    </section>
  );
}
