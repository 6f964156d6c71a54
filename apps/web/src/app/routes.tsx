import type { ReactElement } from 'react';
import {
  createRoutesFromElements,
  matchRoutes,
  Navigate,
  Route,
  useRoutes,
  type RouteObject,
} from 'react-router-dom';
import { AppRoot } from './AppRoot';
import { lazyPage, type LazyPage } from './lazyPage';
import { RequireLogin } from './RequireLogin';

// Every route of screens.md, each page its own lazy chunk under src/features/<feature>/. To add a page:
// create its module (default export), declare it here, and give it a <Route> below.
const MainLayout = lazyPage(() => import('../layout/MainLayout'));
const LoginPage = lazyPage(() => import('../features/login/LoginPage'));
const ResetPasswordPage = lazyPage(() => import('../features/login/ResetPasswordPage'));
const EncounterPage = lazyPage(() => import('../features/encounter/EncounterPage'));
const HomePage = lazyPage(() => import('../features/home/HomePage'));
const MyInfoPage = lazyPage(() => import('../features/myInfo/MyInfoPage'));
const ShoppingPage = lazyPage(() => import('../features/mall/ShoppingPage'));
const OrderPage = lazyPage(() => import('../features/mall/OrderPage'));
const MyOrderPage = lazyPage(() => import('../features/mall/MyOrderPage'));
const ChatsPage = lazyPage(() => import('../features/chat/ChatsPage'));
const ChatPage = lazyPage(() => import('../features/chat/ChatPage'));
const DynamicSquarePage = lazyPage(() => import('../features/dynamics/DynamicSquarePage'));
const PublishDynamicPage = lazyPage(() => import('../features/dynamics/PublishDynamicPage'));
const DynamicDetailPage = lazyPage(() => import('../features/dynamics/DynamicDetailPage'));
const MySpacePage = lazyPage(() => import('../features/dynamics/MySpacePage'));
const ProfileEditPage = lazyPage(() => import('../features/profile/ProfileEditPage'));
const ProfilePage = lazyPage(() => import('../features/profile/ProfilePage'));
const AlbumPage = lazyPage(() => import('../features/profile/AlbumPage'));
const GiftsPage = lazyPage(() => import('../features/profile/GiftsPage'));
const FriendsPage = lazyPage(() => import('../features/social/FriendsPage'));
const VisitorsPage = lazyPage(() => import('../features/social/VisitorsPage'));
const MyVisitorsPage = lazyPage(() => import('../features/social/MyVisitorsPage'));
const FollowMePage = lazyPage(() => import('../features/social/FollowMePage'));
const MyLikePage = lazyPage(() => import('../features/social/MyLikePage'));
const FriendRequestsPage = lazyPage(() => import('../features/social/FriendRequestsPage'));
const NotificationsPage = lazyPage(() => import('../features/messages/NotificationsPage'));
const AnnouncementsPage = lazyPage(() => import('../features/messages/AnnouncementsPage'));
const AccountPage = lazyPage(() => import('../features/account/AccountPage'));
const SettingsPage = lazyPage(() => import('../features/settings/SettingsPage'));
const ModerationPage = lazyPage(() => import('../features/moderation/ModerationPage'));
const PhotoVerificationPage = lazyPage(
  () => import('../features/photoVerification/PhotoVerificationPage'),
);
const NotFoundPage = lazyPage(() => import('./NotFoundPage'));

/** The route tree: /login and /pass are open; everything else is behind the guard. */
const routes: RouteObject[] = createRoutesFromElements(
  <Route element={<AppRoot />}>
    {/* Open to anonymous users; registering is /login?mode=register. */}
    <Route path="login" element={<LoginPage />} />
    <Route path="pass" element={<ResetPasswordPage />} />
    <Route element={<RequireLogin />}>
      <Route path="index" element={<Navigate to="/encounter" replace />} />
      <Route element={<MainLayout />}>
        <Route index element={<EncounterPage />} />
        <Route path="encounter" element={<EncounterPage />} />
        <Route path="home" element={<HomePage />} />
        <Route path="myInfo" element={<MyInfoPage />} />
        <Route path="shopping" element={<ShoppingPage />} />
        <Route path="order" element={<OrderPage />} />
        <Route path="myOrder" element={<MyOrderPage />} />
        <Route path="chats" element={<ChatsPage />} />
        <Route path="chat" element={<ChatPage />} />
        <Route path="dynamicSquare" element={<DynamicSquarePage />} />
        <Route path="dynamic/publish" element={<PublishDynamicPage />} />
        <Route path="dynamic/:id" element={<DynamicDetailPage />} />
        <Route path="myspace" element={<MySpacePage />} />
        <Route path="profile/edit" element={<ProfileEditPage />} />
        <Route path="person" element={<Navigate to="/profile/edit" replace />} />
        <Route path="profile/:id?" element={<ProfilePage />} />
        <Route path="album" element={<AlbumPage />} />
        <Route path="gifts" element={<GiftsPage />} />
        <Route path="friends" element={<FriendsPage />} />
        <Route path="visitors" element={<VisitorsPage />} />
        <Route path="myVisitors" element={<MyVisitorsPage />} />
        <Route path="followMe" element={<FollowMePage />} />
        <Route path="myLike" element={<MyLikePage />} />
        <Route path="friend-requests" element={<FriendRequestsPage />} />
        <Route path="notifications" element={<NotificationsPage />} />
        <Route path="announcements" element={<AnnouncementsPage />} />
        <Route path="account" element={<AccountPage />} />
        <Route path="settings" element={<SettingsPage />} />
        {/* Operators only (the server answers 403 to anyone else); in no menu. */}
        <Route path="moderation" element={<ModerationPage />} />
        <Route path="photo-verification" element={<PhotoVerificationPage />} />
        <Route path="*" element={<NotFoundPage />} />
      </Route>
    </Route>
  </Route>,
);

export function AppRoutes() {
  return useRoutes(routes);
}

/**
 * Starts downloading the pages the first screen will show (the layout and the page, or /login
 * for a visitor the guard will send there), so they arrive while the translations load instead
 * of after the first render.
 */
export function preloadRoute(pathname: string, signedIn: boolean) {
  const typeOf = (route: RouteObject) => (route.element as ReactElement | undefined)?.type;
  let matches = matchRoutes(routes, pathname) ?? [];
  if (!signedIn && matches.some(({ route }) => typeOf(route) === RequireLogin)) {
    matches = matchRoutes(routes, '/login') ?? [];
  }
  for (const { route } of matches) (typeOf(route) as Partial<LazyPage> | undefined)?.preload?.();
}
