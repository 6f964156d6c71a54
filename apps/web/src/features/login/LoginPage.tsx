import { Spinner } from '@heartline/ui';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { usePageTitle } from '../../app/usePageTitle';
import { useRegistration } from './registration';
import { useSession } from '../../stores/session';
import { AuthFrame } from './AuthFrame';
import { LoginFormPanel } from './LoginFormPanel';
import * as styles from './LoginPage.css';

// Its own chunk: a visitor who only logs in never downloads the registration steps.
const RegisterPanel = lazy(() => import('./RegisterPanel'));

/** Where the guard sent the member from, to return there after logging in. */
function returnPath(state: unknown) {
  const from = (state as { from?: unknown } | null)?.from;
  return typeof from === 'string' && from.startsWith('/') && !from.startsWith('/login')
    ? from
    : '/encounter';
}

/** The e-mail address a password reset just changed the password of, to log in with. */
function accountOf(state: unknown) {
  const account = (state as { account?: unknown } | null)?.account;
  return typeof account === 'string' ? account : undefined;
}

/** /login, open to anonymous users; /login?mode=register is the registration. */
export default function LoginPage() {
  const [params] = useSearchParams();
  const registering = params.get('mode') === 'register';
  usePageTitle(registering ? 'register' : 'login');
  const { t } = useTranslation();
  const { token } = useSession();
  // A new member stays for the welcome (and the photo's upload) before going in.
  const { welcoming } = useRegistration();
  const navigate = useNavigate();
  const location = useLocation();
  const target = returnPath(location.state);

  if (token && !(registering && welcoming)) return <Navigate to={target} replace />;
  return (
    <AuthFrame roomy={registering}>
      {registering ? (
        <Suspense
          fallback={
            <div className={styles.loading}>
              <Spinner size="large" label={t('app.loading')} />
            </div>
          }
        >
          <RegisterPanel />
        </Suspense>
      ) : (
        <LoginFormPanel
          defaultAccount={accountOf(location.state)}
          onLoggedIn={() => navigate(target, { replace: true })}
        />
      )}
    </AuthFrame>
  );
}
