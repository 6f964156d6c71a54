import { Spinner } from '@heartline/ui';
import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, useLocation } from 'react-router-dom';
import * as styles from './ComingSoon.css';
import { RouteErrorBoundary } from './RouteErrorBoundary';
import { ScrollToTop } from './ScrollToTop';

/** Around every route: scroll to top after each navigation, the error boundary, lazy loading. */
export function AppRoot() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  return (
    <>
      <ScrollToTop />
      <RouteErrorBoundary resetKey={pathname}>
        <Suspense
          fallback={
            <div className={styles.appLoading}>
              <Spinner size="large" label={t('app.loading')} />
            </div>
          }
        >
          <Outlet />
        </Suspense>
      </RouteErrorBoundary>
    </>
  );
}
