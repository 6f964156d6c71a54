import { useId, type FormHTMLAttributes } from 'react';
import { AppLink, type NavigateHandler } from '../../private/AppLink';
import { Button } from '../../private/Button';
import { EmailCodeField } from '../../private/EmailCodeField';
import { fillLabel } from '../../private/format';
import { FormError, formStyles, messageFor, rules, useFormFields } from '../../private/forms';
import { PasswordField } from '../../private/PasswordField';
import { TextField } from '../../private/TextField';
import { cx } from '../../utils/cx';
import * as styles from './ResetPasswordForm.css';
import { ResetPasswordFormDone } from './ResetPasswordFormDone';
import type { ResetPasswordLabels, ResetPasswordValues } from './resetPasswordTypes';

export type ResetPasswordFormProps = Omit<FormHTMLAttributes<HTMLFormElement>, 'onSubmit'> & {
  /** Every text and rule message, translated. */
  labels: ResetPasswordLabels;
  /** Called with a valid e-mail address when the member asks for a code. */
  onSendCode: (change: { email: string }) => void;
  /** Called with the values once every rule passes. */
  onSubmit: (values: ResetPasswordValues) => void;
  /** Where "Back to log in" goes ("/login"), and how the app follows it. */
  loginHref: string;
  onNavigate?: NavigateHandler;
  /** A code is being sent. */
  sendingCode?: boolean;
  /** When the last code went out (ms); a new value restarts the 60-second countdown. */
  codeSentAt?: number;
  /** Seconds before a new code may be asked for, when the owner keeps the clock. */
  resendIn?: number;
  /** The reset is running: the button spins. */
  pending?: boolean;
  /** The server's answer, translated ("The code is wrong or has expired"). */
  error?: string;
  /** The password was changed: the success panel replaces the form. */
  done?: boolean;
  /** The e-mail address to start with (typed on the login page). */
  defaultEmail?: string;
};

/** Forgot password: an e-mailed code, then a new password twice. */
export function ResetPasswordForm({
  labels,
  onSendCode,
  onSubmit,
  loginHref,
  onNavigate,
  sendingCode = false,
  codeSentAt,
  resendIn,
  pending = false,
  error,
  done = false,
  defaultEmail = '',
  className,
  ...props
}: ResetPasswordFormProps) {
  const id = useId();
  const form = useFormFields(
    { email: defaultEmail, code: '', password: '', confirmPassword: '' },
    (values) => ({
      email: rules.email(values.email),
      code: rules.code(values.code),
      password: rules.password(values.password),
      confirmPassword: rules.confirmPassword(values.password, values.confirmPassword),
    }),
  );
  const field = (name: keyof ResetPasswordValues) => ({
    value: form.values[name],
    onChange: (event: { target: { value: string } }) =>
      form.set(name, name === 'code' ? event.target.value.replace(/\D/g, '') : event.target.value),
    onBlur: () => form.touch(name),
    error: messageFor(labels.messages, form.errorOf(name)),
  });
  const password = {
    showPasswordLabel: labels.showPassword,
    hidePasswordLabel: labels.hidePassword,
  };
  const sent = codeSentAt !== undefined || resendIn !== undefined;

  if (done) {
    return (
      <ResetPasswordFormDone
        labels={labels}
        loginHref={loginHref}
        onNavigate={onNavigate}
        className={className}
      />
    );
  }

  return (
    <form
      noValidate
      aria-labelledby={`${id}-title`}
      className={cx(styles.root, className)}
      onSubmit={(event) =>
        form.submit(event, (values) => onSubmit({ ...values, email: values.email.trim() }))
      }
      {...props}
    >
      <header>
        <h1 id={`${id}-title`} className={formStyles.formTitle}>
          {labels.title}
        </h1>
        {labels.subtitle && <p className={formStyles.formSubtitle}>{labels.subtitle}</p>}
      </header>
      <TextField label={labels.email} type="email" autoComplete="email" {...field('email')} />
      <EmailCodeField
        label={labels.code}
        hint={sent ? fillLabel(labels.codeSent, { email: form.values.email.trim() }) : undefined}
        sendLabel={labels.sendCode}
        resendLabel={labels.resendCode}
        countdownLabel={labels.resendCountdown}
        sending={sendingCode}
        lastSentAt={codeSentAt}
        resendIn={resendIn}
        onSend={() => {
          if (rules.email(form.values.email)) return form.touch('email');
          onSendCode({ email: form.values.email.trim() });
        }}
        {...field('code')}
      />
      <PasswordField
        label={labels.password}
        hint={labels.passwordHint}
        autoComplete="new-password"
        maxLength={20}
        {...password}
        {...field('password')}
      />
      <PasswordField
        label={labels.confirmPassword}
        autoComplete="new-password"
        maxLength={20}
        {...password}
        {...field('confirmPassword')}
      />
      <FormError>{error}</FormError>
      <Button type="submit" size="large" fullWidth loading={pending}>
        {labels.submit}
      </Button>
      <AppLink
        href={loginHref}
        onNavigate={onNavigate}
        className={cx(formStyles.formLink, styles.back)}
      >
        {labels.backToLogin}
      </AppLink>
    </form>
  );
}
