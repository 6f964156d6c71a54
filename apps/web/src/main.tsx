// The design system's global styles (fonts, resets): imported on their own, so the package's
// barrel stays free of side effects and pages take only the components they use.
import '@heartline/ui/global.css';
import { darkTheme, lightTheme } from '@heartline/ui';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import { registerServiceWorker } from './app/registerServiceWorker';
import { preloadRoute } from './app/routes';
import './app/app.css';
import { initI18n } from './i18n/i18n';
import { readToken } from './stores/token';

/** The theme follows the system's light or dark setting; on <html>, so portals get it too. */
function followColorScheme() {
  const dark = window.matchMedia('(prefers-color-scheme: dark)');
  const apply = () => {
    document.documentElement.classList.toggle(darkTheme, dark.matches);
    document.documentElement.classList.toggle(lightTheme, !dark.matches);
  };
  apply();
  dark.addEventListener('change', apply);
}

followColorScheme();
preloadRoute(location.pathname, readToken() !== null);
registerServiceWorker();
// A promise, not a top-level await: with one in the graph, the bundler turns off its merging of
// small shared chunks (it could change execution order), and the first screen fetches dozens.
void initI18n().then(() => {
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
});
