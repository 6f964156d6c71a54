import type { ModerationAuditAction } from '../ModerationAuditLog';
import type { UserCardLabels } from '../UserCard';

/** Every text of the case and its action form, translated by the app. */
export type ModerationCaseLabels = UserCardLabels & {
  /** The case's heading, with `{id}` ("Report #{id}"). */
  title: string;
  /** When it was reported, with `{time}` ("Reported {time}"). */
  reportedAt: string;
  /** The reporter's notes ("Notes"); `noNotes` when there are none. */
  notes: string;
  noNotes: string;
  /** The screenshots ("Screenshots"); each link's name with `{number}` ("Screenshot {number}"). */
  screenshots: string;
  screenshot: string;
  /** The two people ("Reporter", "Reported member"). */
  reporter: string;
  reported: string;
  /** The reported member's self-introduction ("Introduction"); `noIntroduction` when empty. */
  introduction: string;
  noIntroduction: string;
  /** Their latest dynamics ("Latest dynamics"), an empty note, and the deleted mark. */
  dynamics: string;
  noDynamics: string;
  deleted: string;
  /** The chat between the two ("Chat between them"), and an empty note. */
  messages: string;
  noMessages: string;
  /** A picture message's link ("Picture"); a custom message with `{type}` ("[gift]"). */
  picture: string;
  customMessage: string;
  /** Earlier actions about the reported member ("Earlier actions"), and an empty note. */
  history: string;
  noHistory: string;
  /** A suspension's length in the history, with `{days}` ("{days} days"). */
  historyDays: string;
  /** Each action's name ("Suspend"), verification decisions included (the history shows them). */
  actions: Record<ModerationAuditAction, string>;
  /** A handled case, with `{action}` and `{time}` ("Handled: Dismiss, 11-24 10:00"). */
  handled: string;
  /** The form: its heading, the actions' group, days, dynamic, reason and submit. */
  form: string;
  action: string;
  days: string;
  daysHint: string;
  dynamic: string;
  dynamicPlaceholder: string;
  reason: string;
  reasonHint: string;
  submit: string;
  /** The client-side checks' messages. */
  actionRequired: string;
  daysInvalid: string;
  dynamicRequired: string;
  reasonRequired: string;
};
