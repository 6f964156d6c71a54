import type { Decorator } from '@storybook/react-vite';
import { Suspense, use, type ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { InsufficientCoins } from '../app/InsufficientCoins';
import MainLayout from '../layout/MainLayout';
import { Toasts } from '../app/Toasts';
import { i18n, initI18n } from '../i18n/i18n';
import { fallbackLanguage, isInterfaceLanguage } from '../i18n/languages';
import { resetStores } from '../stores/resetStores';
import { toasts } from '../stores/toasts';
import { loadMe, session } from '../stores/session';
import { writeToken } from '../stores/token';
import * as styles from './withPage.css';

export type PageStoryOptions = {
  /** The address the story opens, e.g. `/profile/7?tab=album`. */
  path: string;
  /** The route pattern that matches it, as in routes.tsx (`/profile/:id?`); `path` by default. */
  route?: string;
  /** A visitor without a token (the pages open to anonymous users: /login, /pass). */
  anonymous?: boolean;
  /**
   * Inside the whole main layout (top bar, side menu, side bar, floating chat window, footer), as
   * the app shows it, instead of the page column alone. One story asks for it with
   * `parameters: { mainLayout: true }`.
   */
  layout?: boolean;
};

/** A stand-in token: msw's handlers accept any. */
const storyToken = 'story-token';

let started: Promise<unknown> | undefined;
const prepared = new Map<string, Promise<void>>();

/**
 * Everything a page needs before its first render, once per story and language: i18next started
 * in the toolbar's language, every store back to its initial state, and (unless anonymous) a
 * logged-in member loaded from msw's my-info, as the main layout would have done.
 */
function prepare(key: string, language: string, anonymous: boolean) {
  let ready = prepared.get(key);
  if (!ready) {
    ready = (async () => {
      // The toasts and the insufficient-coins dialog load the first time the app needs them
      // (app/Toasts.tsx, app/InsufficientCoins.tsx); here up front, so a story's screenshot never
      // depends on whether that chunk arrived before it was taken.
      started ??= Promise.all([
        initI18n(fallbackLanguage),
        import('../app/ToastViewport'),
        import('../app/InsufficientCoinsHost'),
      ]);
      await started;
      await i18n.changeLanguage(isInterfaceLanguage(language) ? language : fallbackLanguage);
      resetStores();
      toasts.list = [];
      session.me = null;
      session.token = anonymous ? null : storyToken;
      if (!anonymous) {
        writeToken(storyToken);
        await loadMe();
      }
    })();
    prepared.set(key, ready);
  }
  return ready;
}

function Ready({ ready, children }: { ready: Promise<void>; children: ReactNode }) {
  use(ready);
  return children;
}

/**
 * Renders a page story as the app would: inside a router at `path`, with i18next, a session and
 * the notices (toasts) and the insufficient-coins dialog. msw answers every call (the preview's default: a normal member).
 */
export function withPage({
  path,
  route = path.split('?')[0]!,
  anonymous = false,
  layout = false,
}: PageStoryOptions) {
  const decorator: Decorator = (Story, context) => {
    const language = (context.globals.locale as string | undefined) ?? fallbackLanguage;
    const ready = prepare(`${context.id}:${language}`, language, anonymous);
    return (
      <I18nextProvider i18n={i18n}>
        <Suspense fallback={null}>
          <Ready ready={ready}>
            <MemoryRouter initialEntries={[path]}>
              {anonymous ? (
                // /login and /pass draw their own full-screen frame, with its main landmark.
                <Routes>
                  <Route path={route} element={<Story />} />
                </Routes>
              ) : layout || context.parameters.mainLayout === true ? (
                <Routes>
                  <Route element={<MainLayout />}>
                    <Route path={route} element={<Story />} />
                  </Route>
                </Routes>
              ) : (
                <main className={styles.page}>
                  <Routes>
                    <Route path={route} element={<Story />} />
                  </Routes>
                </main>
              )}
              <Toasts />
              <InsufficientCoins />
            </MemoryRouter>
          </Ready>
        </Suspense>
      </I18nextProvider>
    );
  };
  return decorator;
}
