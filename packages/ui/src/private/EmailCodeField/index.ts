export { EmailCodeField, type EmailCodeFieldProps } from './EmailCodeField';
