import type { RuleMessages } from '../../private/forms';

/**
 * The rules the form checks (product spec, section 5), each with its translated message:
 * emailRequired, emailFormat, codeRequired, codeFormat (exactly 4 digits), passwordRequired,
 * passwordLength (6 to 20) and passwordMismatch.
 */
export type ResetPasswordRule =
  | 'emailRequired'
  | 'emailFormat'
  | 'codeRequired'
  | 'codeFormat'
  | 'passwordRequired'
  | 'passwordLength'
  | 'passwordMismatch';

export type ResetPasswordLabels = {
  /** The heading ("Reset your password") and the line under it. */
  title: string;
  subtitle?: string;
  email: string;
  code: string;
  /** The code button: before sending, after the countdown, and during it ("{seconds}"). */
  sendCode: string;
  resendCode: string;
  resendCountdown: string;
  /** Said once a code went out, with {email} ("We sent a code to {email}."). */
  codeSent: string;
  password: string;
  passwordHint?: string;
  confirmPassword: string;
  showPassword: string;
  hidePassword: string;
  /** The submit button ("Reset password"). */
  submit: string;
  /** The success panel: heading, line, and the way back ("Back to log in"). */
  doneTitle: string;
  doneDescription?: string;
  backToLogin: string;
  /** The messages of the rules above. */
  messages: RuleMessages<ResetPasswordRule>;
};

/** What the form sends to /account/update-pass (reset mode). */
export type ResetPasswordValues = {
  email: string;
  code: string;
  password: string;
  confirmPassword: string;
};
