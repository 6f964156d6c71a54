export { GiftDialog, type GiftDialogProps } from './GiftDialog';
export type { GiftDialogLabels } from './GiftDialogLabels';
export type { Gift } from './giftCost';
