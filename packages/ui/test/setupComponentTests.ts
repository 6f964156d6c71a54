// Component tests run with the app's global styles and light theme, so focus, layout and
// visibility are what a user gets.
import '../src/theme/global.css';
import { lightTheme } from '../src/theme/themes.css';

declare global {
  // Tells React that updates run inside act() in a test.
  var IS_REACT_ACT_ENVIRONMENT: boolean;
}
globalThis.IS_REACT_ACT_ENVIRONMENT = true;

document.documentElement.classList.add(lightTheme);
document.documentElement.lang = 'en';
