export { FormError } from './FormError';
export * as formStyles from './forms.css';
export { messageFor, useFormFields } from './useFormFields';
export {
  allowedImageTypes,
  hobbyLimits,
  rules,
  todayIsoDate,
  type RuleKey,
  type RuleMessages,
} from './validationRules';
