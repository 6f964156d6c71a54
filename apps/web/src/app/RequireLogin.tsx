import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { useSession } from '../stores/session';

/**
 * The route guard (spec section 2): every path but /login and /pass needs a token, otherwise
 * /login. Losing the token later (logout, a 401) brings the member back here too.
 */
export function RequireLogin() {
  const { token } = useSession();
  const location = useLocation();
  if (!token) {
    return <Navigate to="/login" replace state={{ from: location.pathname + location.search }} />;
  }
  return <Outlet />;
}
