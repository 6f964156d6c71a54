export { ComplaintDialog, type ComplaintDialogProps } from './ComplaintDialog';
export type { ComplaintDialogLabels } from './ComplaintDialogLabels';
export type { ComplaintReason } from './ComplaintDialogReasons';
