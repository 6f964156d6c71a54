import { useId, type FormHTMLAttributes } from 'react';
import { AppLink, type NavigateHandler } from '../../private/AppLink';
import { Button } from '../../private/Button';
import { FormError, formStyles, messageFor, rules, useFormFields } from '../../private/forms';
import type { RuleMessages } from '../../private/forms';
import { PasswordField } from '../../private/PasswordField';
import { TextField } from '../../private/TextField';
import { cx } from '../../utils/cx';
import * as styles from './LoginForm.css';

/**
 * The rules the form checks (product spec, section 5): accountRequired, accountLength (3 to 50),
 * accountFormat (neither an e-mail address nor a numeric ID), passwordRequired, passwordLength
 * (6 to 20).
 */
export type LoginFormRule =
  'accountRequired' | 'accountLength' | 'accountFormat' | 'passwordRequired' | 'passwordLength';

export type LoginFormLabels = {
  /** The heading ("Welcome back") and the line under it. */
  title: string;
  subtitle?: string;
  /** The account field ("E-mail or ID") and its hint. */
  account: string;
  accountHint?: string;
  password: string;
  /** The password toggle ("Show password", "Hide password"). */
  showPassword: string;
  hidePassword: string;
  /** The submit button ("Log in"). */
  submit: string;
  /** The reset link ("Forgot password?"). */
  forgotPassword: string;
  /** Before the register link ("New to Heartline?") and the link ("Create an account"). */
  noAccount: string;
  register: string;
  /** The messages of the rules above. */
  messages: RuleMessages<LoginFormRule>;
};

export type LoginFormProps = Omit<FormHTMLAttributes<HTMLFormElement>, 'onSubmit'> & {
  /** Every text and rule message, translated. */
  labels: LoginFormLabels;
  /** Called with the trimmed account and the password once both pass their rules. */
  onSubmit: (credentials: { account: string; password: string }) => void;
  /** Where the register and reset links go ("/register", "/pass"). */
  registerHref: string;
  resetPasswordHref: string;
  /** Follows those links inside the app. */
  onNavigate?: NavigateHandler;
  /** Logging in: the button spins. */
  pending?: boolean;
  /** The server's answer, translated ("Wrong account or password"). */
  error?: string;
  /** The account to start with (the last one used). */
  defaultAccount?: string;
};

/** Log in with an e-mail address or numeric ID and a password. */
export function LoginForm({
  labels,
  onSubmit,
  registerHref,
  resetPasswordHref,
  onNavigate,
  pending = false,
  error,
  defaultAccount = '',
  className,
  ...props
}: LoginFormProps) {
  const id = useId();
  const form = useFormFields({ account: defaultAccount, password: '' }, (values) => ({
    account: rules.account(values.account),
    password: rules.password(values.password),
  }));
  const field = (name: 'account' | 'password') => ({
    value: form.values[name],
    onChange: (event: { target: { value: string } }) => form.set(name, event.target.value),
    onBlur: () => form.touch(name),
    error: messageFor(labels.messages, form.errorOf(name)),
  });

  return (
    <form
      noValidate
      aria-labelledby={`${id}-title`}
      className={cx(styles.root, className)}
      onSubmit={(event) =>
        form.submit(event, ({ account, password }) =>
          onSubmit({ account: account.trim(), password }),
        )
      }
      {...props}
    >
      <header>
        <h1 id={`${id}-title`} className={formStyles.formTitle}>
          {labels.title}
        </h1>
        {labels.subtitle && <p className={formStyles.formSubtitle}>{labels.subtitle}</p>}
      </header>
      <TextField
        label={labels.account}
        hint={labels.accountHint}
        inputMode="email"
        autoComplete="username"
        autoCapitalize="off"
        spellCheck={false}
        {...field('account')}
      />
      <div className={styles.password}>
        <PasswordField
          label={labels.password}
          autoComplete="current-password"
          showPasswordLabel={labels.showPassword}
          hidePasswordLabel={labels.hidePassword}
          maxLength={20}
          {...field('password')}
        />
        <AppLink
          href={resetPasswordHref}
          onNavigate={onNavigate}
          className={cx(formStyles.formLink, styles.forgot)}
        >
          {labels.forgotPassword}
        </AppLink>
      </div>
      <FormError>{error}</FormError>
      <Button type="submit" size="large" fullWidth loading={pending}>
        {labels.submit}
      </Button>
      <p className={styles.register}>
        {labels.noAccount}{' '}
        <AppLink href={registerHref} onNavigate={onNavigate} className={formStyles.formLink}>
          {labels.register}
        </AppLink>
      </p>
    </form>
  );
}
