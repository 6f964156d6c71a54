import { Navigate, useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { usePageTitle } from '../../app/usePageTitle';
import { useSession } from '../../stores/session';
import { AuthFrame } from './AuthFrame';
import { LoginFormPanel } from './LoginFormPanel';
import { RegisterPanel } from './RegisterPanel';

/** Where the guard sent the member from, to return there after logging in. */
function returnPath(state: unknown) {
  const from = (state as { from?: unknown } | null)?.from;
  return typeof from === 'string' && from.startsWith('/') && !from.startsWith('/login')
    ? from
    : '/encounter';
}

/** /login, open to anonymous users; /login?mode=register is the registration. */
export default function LoginPage() {
  const [params] = useSearchParams();
  const registering = params.get('mode') === 'register';
  usePageTitle(registering ? 'register' : 'login');
  const { token } = useSession();
  const navigate = useNavigate();
  const location = useLocation();
  const target = returnPath(location.state);

  if (token) return <Navigate to={target} replace />;
  return (
    <AuthFrame>
      {registering ? (
        <RegisterPanel />
      ) : (
        <LoginFormPanel onLoggedIn={() => navigate(target, { replace: true })} />
      )}
    </AuthFrame>
  );
}
