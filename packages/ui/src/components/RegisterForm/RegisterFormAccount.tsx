import { EmailCodeField } from '../../private/EmailCodeField';
import { fillLabel } from '../../private/format';
import { messageFor, rules, useFormFields } from '../../private/forms';
import { PasswordField } from '../../private/PasswordField';
import { TextField } from '../../private/TextField';
import { RegisterFormStep } from './RegisterFormStep';
import type { StepProps } from './stepProps';

/** Step 1: the e-mail address the code goes to. */
export function EmailStep({ saved, labels, onSubmit, frame }: StepProps) {
  const form = useFormFields({ email: saved.email }, (values) => ({
    email: rules.email(values.email),
  }));
  return (
    <RegisterFormStep
      {...frame}
      onSubmit={(event) =>
        form.submit(event, ({ email }) =>
          onSubmit({ step: 'email', values: { email: email.trim() } }),
        )
      }
    >
      <TextField
        label={labels.email}
        type="email"
        autoComplete="email"
        autoCapitalize="off"
        spellCheck={false}
        maxLength={254}
        value={form.values.email}
        onChange={(event) => form.set('email', event.target.value)}
        onBlur={() => form.touch('email')}
        error={messageFor(labels.messages, form.errorOf('email'))}
      />
    </RegisterFormStep>
  );
}

/** Step 2: the 4-digit code, with the resend countdown. */
export function CodeStep({ saved, labels, onSubmit, onBack, frame, code }: StepProps) {
  const form = useFormFields({ code: saved.code }, (values) => ({ code: rules.code(values.code) }));
  return (
    <RegisterFormStep
      {...frame}
      description={fillLabel(labels.descriptions.code ?? '', { email: saved.email })}
      onBack={() => onBack(form.values)}
      onSubmit={(event) =>
        form.submit(event, (values) =>
          onSubmit({ step: 'code', values: { email: saved.email, code: values.code.trim() } }),
        )
      }
    >
      <EmailCodeField
        label={labels.code}
        sendLabel={labels.resendCode}
        resendLabel={labels.resendCode}
        countdownLabel={labels.resendCountdown}
        onSend={() => code.onResend({ email: saved.email })}
        sending={code.sending}
        lastSentAt={code.sentAt ?? 0}
        resendIn={code.resendIn}
        value={form.values.code}
        onChange={(event) => form.set('code', event.target.value.replace(/\D/g, ''))}
        onBlur={() => form.touch('code')}
        error={messageFor(labels.messages, form.errorOf('code'))}
      />
    </RegisterFormStep>
  );
}

/** Step 3: the password, twice. */
export function PasswordStep({ saved, labels, onSubmit, onBack, frame }: StepProps) {
  const form = useFormFields(
    { password: saved.password, confirmPassword: saved.confirmPassword },
    (values) => ({
      password: rules.password(values.password),
      confirmPassword: rules.confirmPassword(values.password, values.confirmPassword),
    }),
  );
  const field = (name: 'password' | 'confirmPassword') => ({
    autoComplete: 'new-password',
    maxLength: 20,
    showPasswordLabel: labels.showPassword,
    hidePasswordLabel: labels.hidePassword,
    value: form.values[name],
    onChange: (event: { target: { value: string } }) => form.set(name, event.target.value),
    onBlur: () => form.touch(name),
    error: messageFor(labels.messages, form.errorOf(name)),
  });
  return (
    <RegisterFormStep
      {...frame}
      onBack={() => onBack(form.values)}
      onSubmit={(event) => form.submit(event, (values) => onSubmit({ step: 'password', values }))}
    >
      <PasswordField label={labels.password} hint={labels.passwordHint} {...field('password')} />
      <PasswordField label={labels.confirmPassword} {...field('confirmPassword')} />
    </RegisterFormStep>
  );
}
