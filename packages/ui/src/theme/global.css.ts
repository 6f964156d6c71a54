import { globalStyle } from '@vanilla-extract/css';
import { tokenVars, vars } from './contract.css';
import { darkTheme, lightTheme } from './themes.css';
import { fontStacks, media } from './tokens';

globalStyle('*, *::before, *::after', { boxSizing: 'border-box' });

globalStyle('html', {
  WebkitTextSizeAdjust: '100%',
  textSizeAdjust: '100%',
  WebkitTapHighlightColor: 'transparent',
});

globalStyle('body', {
  margin: 0,
  minHeight: '100vh',
  background: vars.color.background.page,
  color: vars.color.text.primary,
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.medium,
  lineHeight: vars.lineHeight.normal,
  fontWeight: vars.fontWeight.regular,
  WebkitFontSmoothing: 'antialiased',
  MozOsxFontSmoothing: 'grayscale',
  textRendering: 'optimizeLegibility',
  overflowWrap: 'break-word',
});

globalStyle('h1, h2, h3, h4, h5, h6, p, figure, blockquote, dl, dd, ul, ol', { margin: 0 });
globalStyle('ul, ol', { padding: 0, listStyle: 'none' });
globalStyle('button, input, textarea, select', { font: 'inherit', color: 'inherit' });
globalStyle('img, svg, video', { maxWidth: '100%' });

globalStyle(':focus-visible', {
  outline: `2px solid ${vars.color.border.focus}`,
  outlineOffset: '2px',
});

globalStyle('::selection', {
  background: vars.color.accent.softHover,
  color: vars.color.text.primary,
});

globalStyle(`.${lightTheme}`, { colorScheme: 'light' });
globalStyle(`.${darkTheme}`, { colorScheme: 'dark' });

// Han characters are shared by Chinese, Japanese and Korean but drawn differently, so every element
// that carries a language picks its own font stack; elements re-declare font-family so the stack
// applies even below a <body> that resolved the default one.
globalStyle('[lang]', { vars: { [tokenVars.font.body]: fontStacks.default } });
globalStyle('[lang|="zh-TW"], [lang|="zh-HK"], [lang|="zh-Hant"]', {
  vars: { [tokenVars.font.body]: fontStacks.traditionalChinese },
});
globalStyle('[lang|="ja"]', { vars: { [tokenVars.font.body]: fontStacks.japanese } });
globalStyle('[lang|="ko"]', {
  vars: { [tokenVars.font.body]: fontStacks.korean },
  // Korean wraps between words (spaces), not between syllables.
  wordBreak: 'keep-all',
});
globalStyle('[lang]', { fontFamily: vars.font.body });

// Motion respects the user's setting, and an app setting (`data-motion="reduced"` on <html>).
// Durations shrink to 1 ms rather than 0 so Radix still receives its animationend events.
const reducedMotion = {
  [tokenVars.motion.duration.fast]: '1ms',
  [tokenVars.motion.duration.medium]: '1ms',
  [tokenVars.motion.duration.slow]: '1ms',
};
globalStyle(':root', { '@media': { [media.reducedMotion]: { vars: reducedMotion } } });
globalStyle(':root[data-motion="reduced"]', { vars: reducedMotion });
