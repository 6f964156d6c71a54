export {
  PaymentNoticeDialog,
  type PaymentNoticeDialogLabels,
  type PaymentNoticeDialogProps,
} from './PaymentNoticeDialog';
