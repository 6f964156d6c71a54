export {
  RechargeHelp,
  type PaymentMethod,
  type RechargeFaq,
  type RechargeHelpLabels,
  type RechargeHelpProps,
} from './RechargeHelp';
