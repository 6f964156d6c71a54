import { LoginForm } from '@heartline/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { describeError } from '../../app/describeError';
import { useAppNavigate } from '../../layout/useAppNavigate';
import { login } from '../../stores/session';

/** The login form (packages/ui's LoginForm) wired to the session store. */
export function LoginFormPanel({
  onLoggedIn,
  defaultAccount,
}: {
  onLoggedIn: () => void;
  /** The account to start with (the e-mail address whose password was just reset). */
  defaultAccount?: string;
}) {
  const { t } = useTranslation('login');
  const onNavigate = useAppNavigate();
  const [pending, setPending] = useState(false);
  const [failure, setFailure] = useState<string>();

  return (
    <LoginForm
      labels={{
        title: t('title'),
        subtitle: t('subtitle'),
        account: t('account'),
        password: t('password'),
        showPassword: t('showPassword'),
        hidePassword: t('hidePassword'),
        submit: t('submit'),
        forgotPassword: t('forgotPassword'),
        noAccount: t('noAccount'),
        register: t('register'),
        messages: {
          accountRequired: t('errors.accountRequired'),
          accountLength: t('errors.accountLength'),
          accountFormat: t('errors.accountFormat'),
          passwordRequired: t('errors.passwordRequired'),
          passwordLength: t('errors.passwordLength'),
        },
      }}
      defaultAccount={defaultAccount}
      registerHref="/login?mode=register"
      resetPasswordHref="/pass"
      onNavigate={onNavigate}
      pending={pending}
      error={failure}
      onSubmit={async (credentials) => {
        setPending(true);
        setFailure(undefined);
        try {
          await login(credentials);
          onLoggedIn();
        } catch (error) {
          // Wrong password, too many attempts, a cancelled account: the server's words.
          const { title, description } = describeError(error);
          setFailure(description ? `${title}: ${description}` : title);
          setPending(false);
        }
      }}
    />
  );
}
