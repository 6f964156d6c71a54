export { RedPacketDialog, type RedPacketDialogProps } from './RedPacketDialog';
export type { RedPacketDialogLabels } from './RedPacketDialogLabels';
