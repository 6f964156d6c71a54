import { BottomTabBar } from '@heartline/ui';
import { Suspense, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, useLocation } from 'react-router-dom';
import { PageSkeleton } from '../app/PageSkeleton';
import { RouteErrorBoundary } from '../app/RouteErrorBoundary';
import { UnreadInTitle } from '../app/usePageTitle';
import { setMenuOpen } from '../stores/layout';
import { AppChatWindow } from './AppChatWindow';
import { BlockDialogHost } from '../features/block';
import { AppFooter } from './AppFooter';
import { AppSideBar } from './AppSideBar';
import { AppSideMenu } from './AppSideMenu';
import { AppTopBar } from './AppTopBar';
import * as styles from './MainLayout.css';
import { OfflineNotice } from './OfflineNotice';
import { activeTabOf, bottomTabs, showsBottomTabBar } from './navigation';
import { useAppNavigate } from './useAppNavigate';
import { useIsWide } from './useIsWide';
import { useSessionStartup } from './useSessionStartup';
import { useWidthChangeReturn } from './useWidthChangeReturn';

/**
 * The main layout (spec section 2). Wide: the fixed top bar, the collapsible side menu on the
 * left, the page, the side bar (on the right from 1100 px, above the page below that), the
 * footer and the floating chat window. Narrow: the top bar
 * with its menu button, the page, the footer and the bottom tab bar.
 */
export default function MainLayout() {
  const { t } = useTranslation();
  const wide = useIsWide();
  const { pathname } = useLocation();
  const onNavigate = useAppNavigate();
  const sideBar = useRef<HTMLDivElement>(null);
  useSessionStartup();
  useWidthChangeReturn();

  // The narrow menu closes once its link has been followed.
  useEffect(() => setMenuOpen(false), [pathname]);

  const bottomTabBar = !wide && showsBottomTabBar(pathname);

  return (
    <div className={styles.root} data-bottom-bar={bottomTabBar}>
      <AppTopBar className={styles.topBar} />
      <div className={styles.body}>
        {wide && (
          <>
            <div className={styles.menuColumn}>
              <AppSideMenu collapsible />
            </div>
            <div className={styles.asideColumn} ref={sideBar}>
              <AppSideBar wide />
            </div>
          </>
        )}
        <main className={styles.main}>
          <OfflineNotice className={styles.offline} />
          <RouteErrorBoundary resetKey={pathname} inFrame>
            <Suspense fallback={<PageSkeleton />}>
              <Outlet />
            </Suspense>
          </RouteErrorBoundary>
        </main>
      </div>
      <AppFooter className={styles.footer} />
      {bottomTabBar && (
        <BottomTabBar
          className={styles.bottomBar}
          label={t('nav.main')}
          tabs={bottomTabs(t)}
          activeTab={activeTabOf(pathname)}
          onNavigate={onNavigate}
        />
      )}
      <AppChatWindow wide={wide} sideBar={sideBar} />
      <BlockDialogHost />
      <UnreadInTitle />
    </div>
  );
}
