export {
  LoginForm,
  type LoginFormLabels,
  type LoginFormProps,
  type LoginFormRule,
} from './LoginForm';
