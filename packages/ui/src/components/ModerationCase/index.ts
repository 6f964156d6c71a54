export {
  ModerationCase,
  type ModerationCaseComplaint,
  type ModerationCaseContext,
  type ModerationCaseProps,
} from './ModerationCase';
export type { ModerationCaseDynamic } from './ModerationCaseDetails';
export {
  emptyModerationForm,
  type ModerationActionForm,
  type ModerationActRequest,
} from './ModerationCaseForm';
export type { ModerationCaseLabels } from './ModerationCaseLabels';
export type { ModerationCaseMessage } from './ModerationCaseMessages';
