import { ResetPasswordForm, type ResetPasswordLabels } from '@heartline/ui';
import type { TFunction } from 'i18next';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { usePageTitle } from '../../app/usePageTitle';
import { useAppNavigate } from '../../layout/useAppNavigate';
import { reset, resetPassword, sendResetCode, usePasswordReset } from './passwordReset';
import { AuthFrame } from './AuthFrame';

function resetLabels(t: TFunction<'register'>, backToLogin: string): ResetPasswordLabels {
  return {
    title: t('reset.title'),
    subtitle: t('reset.subtitle'),
    email: t('reset.email'),
    code: t('code'),
    sendCode: t('reset.sendCode'),
    resendCode: t('resendCode'),
    resendCountdown: t('resendCountdown'),
    codeSent: t('reset.codeSent'),
    password: t('reset.password'),
    passwordHint: t('passwordHint'),
    confirmPassword: t('reset.confirmPassword'),
    showPassword: t('showPassword'),
    hidePassword: t('hidePassword'),
    submit: t('reset.submit'),
    doneTitle: t('reset.doneTitle'),
    doneDescription: t('reset.doneDescription'),
    backToLogin,
    messages: {
      emailRequired: t('reset.emailRequired'),
      emailFormat: t('messages.emailFormat'),
      codeRequired: t('messages.codeRequired'),
      codeFormat: t('messages.codeFormat'),
      passwordRequired: t('reset.passwordRequired'),
      passwordLength: t('messages.passwordLength'),
      passwordMismatch: t('messages.passwordMismatch'),
    },
  };
}

/**
 * /pass, open to everyone: forgot password. An e-mailed code and a new password twice; on
 * success every session of the account ends and the member logs in again at /login, with the
 * address filled in and the success message on screen.
 */
export default function ResetPasswordPage() {
  const { t } = useTranslation('register');
  const { t: tl } = useTranslation('login');
  usePageTitle('pass');
  const state = usePasswordReset();
  const navigate = useNavigate();
  const onNavigate = useAppNavigate();
  useEffect(() => reset(), []);

  return (
    <AuthFrame>
      <ResetPasswordForm
        labels={resetLabels(t, tl('backToLogin'))}
        loginHref="/login"
        onNavigate={onNavigate}
        sendingCode={state.sendingCode}
        codeSentAt={state.codeSentAt}
        pending={state.pending}
        error={state.error}
        onSendCode={({ email }) => void sendResetCode(email)}
        onSubmit={async (values) => {
          if (await resetPassword(values)) {
            navigate('/login', { replace: true, state: { account: values.email } });
          }
        }}
      />
    </AuthFrame>
  );
}
