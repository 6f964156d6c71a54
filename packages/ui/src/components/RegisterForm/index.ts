export { RegisterForm, type RegisterFormProps } from './RegisterForm';
export type {
  RegisterChoices,
  RegisterFormLabels,
  RegisterFormRule,
  RegisterStep,
  RegisterStepSubmission,
  RegisterValues,
} from './registerTypes';
