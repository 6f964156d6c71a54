import { Suspense } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { PageSkeleton } from './PageSkeleton';
import { RouteErrorBoundary } from './RouteErrorBoundary';
import { ScrollToTop } from './ScrollToTop';

/** Around every route: scroll to top after each navigation, the error boundary, lazy loading. */
export function AppRoot() {
  const { pathname } = useLocation();
  return (
    <>
      <ScrollToTop />
      <RouteErrorBoundary resetKey={pathname}>
        <Suspense fallback={<PageSkeleton />}>
          <Outlet />
        </Suspense>
      </RouteErrorBoundary>
    </>
  );
}
