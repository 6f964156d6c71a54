// Global decorators, toolbar globals and parameters for every story (packages/ui and apps/web).
import '@heartline/ui/global.css';
import { scenarios } from '@heartline/sdk/mocks';
import { themes, type ThemeName } from '@heartline/ui';
import type { Decorator, Preview } from '@storybook/react-vite';
import { mswLoader } from 'msw-storybook-addon/csf3';
import type { CSSProperties } from 'react';
import { configure } from 'storybook/test';

// How long findBy* and waitFor wait: a guard against a state that never comes, not a speed
// check. Testing Library's 1 s suits a quiet machine; on CI's two busy cores a purchase (msw
// answer, a lazy chunk, the toast) and the first camera frame of a tab (PhotoVerificationCapture's
// Camera: over 5 s once) took longer, and the story failed though nothing was wrong. A story whose
// element never comes still fails, fifteen seconds later, within the 30 s a story may take.
configure({ asyncUtilTimeout: 15_000 });

/** The interface languages of the product spec; stories pass text already translated. */
const locales = {
  en: 'English',
  'zh-CN': '简体中文',
  'zh-TW': '繁體中文',
  de: 'Deutsch',
  ru: 'Русский',
  ko: '한국어',
  ja: '日本語',
  es: 'Español',
} as const;

const layouts: Record<string, CSSProperties> = {
  padded: { padding: 24 },
  centered: {
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'center',
    minHeight: '100vh',
    padding: 24,
  },
  fullscreen: {},
};

/**
 * Applies the theme class, the language and the motion setting to <html> (dialogs and menus render
 * in portals under <body>, so a wrapper element would miss them) and lays the story out.
 */
const withAppShell: Decorator = (Story, { globals, parameters }) => {
  const html = document.documentElement;
  const theme = themes[(globals.theme as ThemeName | undefined) ?? 'light'] ?? themes.light;
  html.classList.remove(...Object.values(themes));
  html.classList.add(theme);
  html.lang = (globals.locale as string | undefined) ?? 'en';
  const motion = (globals.motion as string | undefined) ?? 'full';
  if (motion === 'full') delete html.dataset.motion;
  else html.dataset.motion = motion;
  return (
    <div style={layouts[(parameters.layout as string | undefined) ?? 'padded'] ?? layouts.padded}>
      <Story />
    </div>
  );
};

/** Resolves after the browser's next rendering update, where it fires resize events. */
const nextFrame = () => new Promise<void>((resolve) => requestAnimationFrame(() => resolve()));

const preview: Preview = {
  decorators: [withAppShell],
  // The story tests size the page to each story's viewport just before it renders, and the
  // browser tells the page so (a resize event) at its next rendering update, which on a busy
  // machine came after the play function had opened a Select: Radix closes an open Select on a
  // window resize, and the screenshot showed it shut. Each story starts once that has passed.
  beforeEach: async () => {
    await nextFrame();
    await nextFrame();
  },
  // Starts msw's service worker once, then applies each story's `parameters.msw.handlers`.
  loaders: [mswLoader()],
  globalTypes: {
    theme: {
      description: 'Colour theme',
      toolbar: {
        title: 'Theme',
        icon: 'paintbrush',
        items: [
          { value: 'light', title: 'Light' },
          { value: 'dark', title: 'Dark' },
        ],
        dynamicTitle: true,
      },
    },
    locale: {
      description: 'Interface language (sets lang, which picks the CJK font)',
      toolbar: {
        title: 'Language',
        icon: 'globe',
        items: Object.entries(locales).map(([value, title]) => ({ value, title })),
        dynamicTitle: true,
      },
    },
    motion: {
      description: 'Animations: full, reduced (the app setting) or off (screenshots)',
      toolbar: {
        title: 'Motion',
        icon: 'lightning',
        items: [
          { value: 'full', title: 'Full motion' },
          { value: 'reduced', title: 'Reduced motion' },
          { value: 'off', title: 'Animations off' },
        ],
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: { theme: 'light', locale: 'en', motion: 'full' },
  parameters: {
    layout: 'padded',
    options: { storySort: { order: ['Theme', 'Bases', 'Emoji', 'Components', 'Pages'] } },
    controls: { expanded: true, matchers: { color: /(background|color)$/i, date: /Date$/i } },
    // Any axe violation fails the story's test.
    a11y: { test: 'error' },
    // Every request a page story makes is answered by the SDK's handlers: a logged-in normal
    // member. Override one story with `parameters: { msw: { handlers: { api: scenarios.x() } } }`.
    msw: { handlers: { api: scenarios.normalUser() } },
    viewport: {
      options: {
        mobile320: {
          name: 'Mobile 320',
          styles: { width: '320px', height: '640px' },
          type: 'mobile',
        },
        mobile375: {
          name: 'Mobile 375',
          styles: { width: '375px', height: '812px' },
          type: 'mobile',
        },
        tablet768: {
          name: 'Tablet 768',
          styles: { width: '768px', height: '1024px' },
          type: 'tablet',
        },
        desktop1280: {
          name: 'Desktop 1280',
          styles: { width: '1280px', height: '800px' },
          type: 'desktop',
        },
      },
    },
    chromatic: { pauseAnimationAtEnd: true },
  },
};

export default preview;
