import { createTheme } from '@vanilla-extract/css';
import { themeVars } from './contract.css';
import { palette as p } from './tokens';

const brand = `linear-gradient(135deg, ${p.coral[600]} 0%, ${p.rose[600]} 45%, ${p.berry[600]} 100%)`;
const brandHover = `linear-gradient(135deg, ${p.rose[700]} 0%, ${p.rose[700]} 45%, ${p.berry[700]} 100%)`;
const gold = `linear-gradient(135deg, ${p.gold[200]} 0%, ${p.gold[400]} 50%, ${p.gold[500]} 100%)`;
const plum = `linear-gradient(135deg, ${p.plum[400]} 0%, ${p.plum[600]} 55%, ${p.plum[800]} 100%)`;
// Deep plum vanishes on night surfaces: the dark theme's SVIP gradient starts lighter.
const plumOnDark = `linear-gradient(135deg, ${p.plum[200]} 0%, ${p.plum[400]} 50%, ${p.plum[600]} 100%)`;
const coin = `radial-gradient(circle at 30% 25%, ${p.gold[100]} 0%, ${p.gold[300]} 35%, ${p.gold[500]} 75%, ${p.gold[600]} 100%)`;

/** The default theme: warm paper whites, rose accents. */
export const lightTheme = createTheme(themeVars, {
  color: {
    background: {
      page: p.sand[25],
      surface: p.sand[0],
      raised: p.sand[0],
      sunken: p.sand[50],
      overlay: 'rgba(38, 20, 26, 0.52)',
      inverse: p.sand[900],
    },
    text: {
      primary: p.sand[900],
      secondary: p.sand[600],
      placeholder: p.sand[500],
      disabled: p.sand[400],
      inverse: p.sand[0],
      link: p.rose[700],
    },
    border: { subtle: p.sand[200], strong: p.sand[300], field: p.sand[400], focus: p.rose[600] },
    accent: {
      solid: p.rose[600],
      solidHover: p.rose[700],
      solidActive: p.rose[800],
      soft: p.rose[100],
      softHover: p.rose[200],
      text: p.rose[700],
      onSolid: p.sand[0],
    },
    gold: {
      solid: p.gold[400],
      soft: p.gold[100],
      text: p.gold[700],
      onSolid: p.gold[900],
      border: p.gold[300],
    },
    plum: {
      solid: p.plum[600],
      soft: p.plum[50],
      text: p.plum[600],
      onSolid: p.sand[0],
      border: p.plum[300],
    },
    danger: {
      solid: p.red[600],
      solidHover: p.red[700],
      solidActive: p.red[700],
      soft: p.red[50],
      softHover: p.red[100],
      text: p.red[700],
      onSolid: p.sand[0],
    },
    success: { solid: p.green[500], soft: p.green[50], text: p.green[700] },
    online: p.green[500],
  },
  gradient: {
    brand,
    brandHover,
    gold,
    plum,
    coin,
    glow: `radial-gradient(120% 80% at 0% 0%, ${p.rose[50]} 0%, ${p.sand[0]} 60%)`,
  },
  shadow: {
    small: '0 1px 2px rgba(74, 34, 44, 0.08), 0 1px 1px rgba(74, 34, 44, 0.04)',
    medium: '0 6px 16px rgba(74, 34, 44, 0.10), 0 2px 4px rgba(74, 34, 44, 0.06)',
    large: '0 24px 48px rgba(74, 34, 44, 0.20), 0 6px 16px rgba(74, 34, 44, 0.10)',
    focus: `0 0 0 2px ${p.sand[0]}, 0 0 0 4px ${p.rose[600]}`,
  },
});

/** The night theme: deep warm plum surfaces, lighter accents for contrast. */
export const darkTheme = createTheme(themeVars, {
  color: {
    background: {
      page: p.night[950],
      surface: p.night[900],
      raised: p.night[850],
      sunken: '#120d10',
      overlay: 'rgba(8, 4, 6, 0.70)',
      inverse: p.night[100],
    },
    text: {
      primary: p.night[100],
      secondary: p.night[300],
      placeholder: p.night[400],
      disabled: p.night[500],
      inverse: p.night[900],
      link: p.rose[300],
    },
    border: { subtle: p.night[800], strong: p.night[700], field: p.night[600], focus: p.rose[300] },
    accent: {
      solid: p.rose[600],
      solidHover: p.rose[500],
      solidActive: p.rose[700],
      soft: '#3a1b26',
      softHover: '#4a2130',
      text: p.rose[300],
      onSolid: p.sand[0],
    },
    gold: {
      solid: p.gold[400],
      soft: '#33260f',
      text: p.gold[300],
      onSolid: p.gold[900],
      border: p.gold[600],
    },
    plum: {
      solid: p.plum[500],
      soft: '#2e1a38',
      text: p.plum[200],
      onSolid: p.sand[0],
      border: p.plum[500],
    },
    danger: {
      solid: p.red[600],
      solidHover: p.red[700],
      solidActive: p.red[700],
      soft: p.red[900],
      softHover: '#4a1c16',
      text: p.red[400],
      onSolid: p.sand[0],
    },
    success: { solid: p.green[500], soft: p.green[900], text: p.green[400] },
    online: p.green[400],
  },
  gradient: {
    brand,
    brandHover,
    gold,
    plum: plumOnDark,
    coin,
    glow: `radial-gradient(120% 80% at 0% 0%, #2a1820 0%, ${p.night[900]} 60%)`,
  },
  shadow: {
    small: '0 1px 2px rgba(0, 0, 0, 0.40)',
    medium: '0 6px 16px rgba(0, 0, 0, 0.45), 0 0 0 1px rgba(255, 255, 255, 0.04)',
    large: '0 24px 48px rgba(0, 0, 0, 0.60), 0 0 0 1px rgba(255, 255, 255, 0.06)',
    focus: `0 0 0 2px ${p.night[900]}, 0 0 0 4px ${p.rose[300]}`,
  },
});

/** The theme classes by name, for a theme switch. */
export const themes = { light: lightTheme, dark: darkTheme } as const;
export type ThemeName = keyof typeof themes;
