export { ResetPasswordForm, type ResetPasswordFormProps } from './ResetPasswordForm';
export type {
  ResetPasswordLabels,
  ResetPasswordRule,
  ResetPasswordValues,
} from './resetPasswordTypes';
