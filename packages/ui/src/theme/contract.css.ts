import { createGlobalTheme, createThemeContract } from '@vanilla-extract/css';
import {
  fontSize,
  fontStacks,
  fontWeight,
  lineHeight,
  motion,
  radius,
  size,
  space,
  zIndex,
} from './tokens';

/**
 * What changes between the light and the dark theme: colours, gradients and shadows. Each theme
 * (`themes.css.ts`) is a class that fills in this contract.
 */
export const themeVars = createThemeContract({
  color: {
    background: {
      page: null,
      surface: null,
      raised: null,
      sunken: null,
      overlay: null,
      inverse: null,
    },
    text: {
      primary: null,
      secondary: null,
      placeholder: null,
      disabled: null,
      inverse: null,
      link: null,
    },
    border: { subtle: null, strong: null, field: null, focus: null },
    accent: {
      solid: null,
      solidHover: null,
      solidActive: null,
      soft: null,
      softHover: null,
      text: null,
      onSolid: null,
    },
    gold: { solid: null, soft: null, text: null, onSolid: null, border: null },
    plum: { solid: null, soft: null, text: null, onSolid: null, border: null },
    danger: {
      solid: null,
      solidHover: null,
      solidActive: null,
      soft: null,
      softHover: null,
      text: null,
      onSolid: null,
    },
    success: { solid: null, soft: null, text: null },
    online: null,
  },
  gradient: { brand: null, brandHover: null, gold: null, plum: null, coin: null, glow: null },
  shadow: { small: null, medium: null, large: null, focus: null },
});

/**
 * What is the same in every theme: spacing, radii, type, sizes, layers and motion. Set once on
 * :root so `global.css.ts` can change fonts by language and motion by user preference.
 */
export const tokenVars = createGlobalTheme(':root', {
  space,
  radius,
  font: { body: fontStacks.default, mono: fontStacks.mono },
  fontSize,
  lineHeight,
  fontWeight,
  size,
  zIndex,
  motion,
});

/** Every design token as a CSS variable. Components read these, never a raw value. */
export const vars = { ...tokenVars, ...themeVars };
