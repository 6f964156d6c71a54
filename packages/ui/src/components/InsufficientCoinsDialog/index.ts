export {
  InsufficientCoinsDialog,
  type InsufficientCoinsDialogLabels,
  type InsufficientCoinsDialogProps,
} from './InsufficientCoinsDialog';
