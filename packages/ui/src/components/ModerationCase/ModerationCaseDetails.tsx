import { fillLabel } from '../../private/format';
import type { ModerationCaseContext } from './ModerationCase';
import * as styles from './ModerationCase.css';
import type { ModerationCaseLabels } from './ModerationCaseLabels';
import { ModerationCaseMessages } from './ModerationCaseMessages';

/** A dynamic of the reported member (API `ModerationDynamic`). */
export type ModerationCaseDynamic = {
  id: number;
  content: string;
  images: readonly string[];
  createTime: string;
  /** Deleted already (by the member or an earlier action). */
  deleted: boolean;
};

type DetailsProps = {
  context: ModerationCaseContext;
  labels: ModerationCaseLabels;
  formatTime: (time: string) => string;
};

/** The reported member's introduction, dynamics, chat with the reporter and earlier actions. */
export function ModerationCaseDetails({ context, labels, formatTime }: DetailsProps) {
  const { complaint, introduction, dynamics, history } = context;
  return (
    <>
      <section className={styles.section} aria-label={labels.introduction}>
        <h3 className={styles.sectionTitle}>{labels.introduction}</h3>
        <p className={styles.text}>{introduction || labels.noIntroduction}</p>
      </section>
      <section className={styles.section} aria-label={labels.dynamics}>
        <h3 className={styles.sectionTitle}>{labels.dynamics}</h3>
        {dynamics.length === 0 ? (
          <p className={styles.none}>{labels.noDynamics}</p>
        ) : (
          <ul className={styles.entries}>
            {dynamics.map((dynamic) => (
              <li key={dynamic.id} className={styles.entry} data-deleted={dynamic.deleted}>
                <span className={styles.entryMeta}>
                  <time dateTime={dynamic.createTime}>{formatTime(dynamic.createTime)}</time>
                  {dynamic.deleted && <span className={styles.deleted}>{labels.deleted}</span>}
                </span>
                <p className={styles.text}>{dynamic.content}</p>
                {dynamic.images.length > 0 && (
                  <span className={styles.links}>
                    {dynamic.images.map((src, index) => (
                      <a key={src} href={src} target="_blank" rel="noreferrer">
                        {fillLabel(labels.screenshot, { number: index + 1 })}
                      </a>
                    ))}
                  </span>
                )}
              </li>
            ))}
          </ul>
        )}
      </section>
      <ModerationCaseMessages
        messages={context.messages}
        reporter={complaint.reporter}
        reported={complaint.reported}
        labels={labels}
        formatTime={formatTime}
      />
      <section className={styles.section} aria-label={labels.history}>
        <h3 className={styles.sectionTitle}>{labels.history}</h3>
        {history.length === 0 ? (
          <p className={styles.none}>{labels.noHistory}</p>
        ) : (
          <ul className={styles.entries}>
            {history.map((entry) => (
              <li key={entry.id} className={styles.entry}>
                <span className={styles.entryMeta}>
                  <time dateTime={entry.time}>{formatTime(entry.time)}</time>
                  <span>{entry.operatorNickname}</span>
                  <strong>{labels.actions[entry.action]}</strong>
                  {entry.days !== null && (
                    <span>{fillLabel(labels.historyDays, { days: entry.days })}</span>
                  )}
                </span>
                <p className={styles.text}>{entry.reason}</p>
              </li>
            ))}
          </ul>
        )}
      </section>
    </>
  );
}
