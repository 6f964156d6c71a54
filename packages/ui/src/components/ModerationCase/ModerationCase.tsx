import type { HTMLAttributes, Ref } from 'react';
import type { NavigateHandler } from '../../private/AppLink';
import { fillLabel } from '../../private/format';
import type { UserBrief } from '../../private/member';
import { cx } from '../../utils/cx';
import type { ModerationAction, ModerationAuditEntry } from '../ModerationAuditLog';
import type { ModerationQueueCase } from '../ModerationQueue';
import { UserCard } from '../UserCard';
import * as styles from './ModerationCase.css';
import { ModerationCaseDetails, type ModerationCaseDynamic } from './ModerationCaseDetails';
import {
  ModerationCaseForm,
  type ModerationActionForm,
  type ModerationActRequest,
} from './ModerationCaseForm';
import type { ModerationCaseLabels } from './ModerationCaseLabels';
import type { ModerationCaseMessage } from './ModerationCaseMessages';

/** A complaint as the console shows it (API `ModerationCase`). */
export type ModerationCaseComplaint = ModerationQueueCase & {
  createTime: string;
  notes: string;
  images: readonly string[];
  reporter: UserBrief;
  reported: UserBrief;
  state: 'open' | 'handled';
  action: ModerationAction | null;
  handledTime: string | null;
};

/** A complaint with what an operator needs to judge it (API `ModerationContext`). */
export type ModerationCaseContext = {
  complaint: ModerationCaseComplaint;
  introduction: string;
  dynamics: readonly ModerationCaseDynamic[];
  messages: readonly ModerationCaseMessage[];
  history: readonly ModerationAuditEntry[];
};

export type ModerationCaseProps = Omit<HTMLAttributes<HTMLElement>, 'children'> & {
  /** The complaint and its context. */
  context: ModerationCaseContext;
  labels: ModerationCaseLabels;
  /** Formats a time for the reader ("11-26 10:00"). */
  formatTime: (time: string) => string;
  /** The action form's values, when the app keeps them; the form keeps its own otherwise. */
  form?: ModerationActionForm;
  /** Called with the form's new values as the operator edits them. */
  onFormChange?: (form: ModerationActionForm) => void;
  /** The action is on its way: the submit button spins. */
  pending?: boolean;
  /** Why the last action failed, translated (the server's words). */
  error?: string | null;
  /** Acts on the complaint, once the form's checks pass. */
  onAct: (request: ModerationActRequest) => void;
  /** A member's profile address; their names become links. */
  profileHref?: (user: { id: number }) => string;
  onNavigate?: NavigateHandler;
  /** On the case's heading, which takes focus when the app moves to the next case. */
  headingRef?: Ref<HTMLHeadingElement>;
};

/**
 * One complaint to judge: what was reported and by whom, the reported member's introduction,
 * dynamics and chat with the reporter, earlier actions, and the form that closes it.
 */
export function ModerationCase({
  context,
  labels,
  formatTime,
  form,
  onFormChange,
  pending = false,
  error,
  onAct,
  profileHref,
  onNavigate,
  headingRef,
  className,
  ...props
}: ModerationCaseProps) {
  const { complaint } = context;
  const title = fillLabel(labels.title, { id: complaint.id });
  const people = [
    { role: labels.reporter, user: complaint.reporter },
    { role: labels.reported, user: complaint.reported },
  ];
  return (
    <article aria-label={title} className={cx(styles.root, className)} {...props}>
      <header className={styles.header}>
        <h2 ref={headingRef} tabIndex={-1} className={styles.title}>
          {title}
        </h2>
        <p className={styles.reason}>{complaint.reason.reason}</p>
        <p className={styles.meta}>
          {fillLabel(labels.reportedAt, { time: formatTime(complaint.createTime) })}
        </p>
        {complaint.state === 'handled' && complaint.action && (
          <p className={styles.handled}>
            {fillLabel(labels.handled, {
              action: labels.actions[complaint.action],
              time: complaint.handledTime ? formatTime(complaint.handledTime) : '',
            })}
          </p>
        )}
      </header>
      <section className={styles.section} aria-label={labels.notes}>
        <h3 className={styles.sectionTitle}>{labels.notes}</h3>
        <p className={styles.text}>{complaint.notes || labels.noNotes}</p>
        {complaint.images.length > 0 && (
          <ul className={styles.screenshots} aria-label={labels.screenshots}>
            {complaint.images.map((src, index) => (
              <li key={src}>
                <a href={src} target="_blank" rel="noreferrer" className={styles.screenshot}>
                  <img
                    src={src}
                    alt={fillLabel(labels.screenshot, { number: index + 1 })}
                    loading="lazy"
                  />
                </a>
              </li>
            ))}
          </ul>
        )}
      </section>
      <div className={styles.people}>
        {people.map(({ role, user }) => (
          <UserCard
            key={role}
            user={user}
            labels={labels}
            headingLevel={3}
            extra={<span className={styles.role}>{role}</span>}
            profileHref={profileHref?.(user)}
            onNavigate={onNavigate}
          />
        ))}
      </div>
      <ModerationCaseDetails context={context} labels={labels} formatTime={formatTime} />
      <ModerationCaseForm
        complaintId={complaint.id}
        handled={complaint.state === 'handled'}
        dynamics={context.dynamics}
        labels={labels}
        formatTime={formatTime}
        form={form}
        onFormChange={onFormChange}
        pending={pending}
        error={error}
        onAct={onAct}
      />
    </article>
  );
}
