// @heartline/ui/theme: the tokens a style sheet (`*.css.ts`) needs, and nothing else.
//
// Style sheets must import from here, never from the package's barrel: vanilla-extract runs a
// `.css.ts` file at build time, and the generated module imports the CSS of every style file that
// run touched. Through the barrel that is every component's CSS, which then lands on every route
// (a /login that downloaded the chat window's 107 kB of styles).
export { vars } from './contract.css';
export { textStyle, type TextStyle } from './typography.css';
export { breakpoint, media } from './tokens';
