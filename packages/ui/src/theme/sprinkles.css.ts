import { createSprinkles, defineProperties } from '@vanilla-extract/sprinkles';
import { vars } from './contract.css';
import { darkTheme } from './themes.css';
import { media } from './tokens';

const space = vars.space;

/** Layout that changes at the 768 px breakpoint: `narrow` is the default, `wide` from 768 px. */
const responsiveProperties = defineProperties({
  conditions: {
    narrow: {},
    wide: { '@media': media.wide },
  },
  defaultCondition: 'narrow',
  responsiveArray: ['narrow', 'wide'],
  properties: {
    display: ['none', 'block', 'inline', 'inline-block', 'flex', 'inline-flex', 'grid'],
    flexDirection: ['row', 'column', 'row-reverse', 'column-reverse'],
    flexWrap: ['wrap', 'nowrap'],
    alignItems: ['stretch', 'flex-start', 'center', 'flex-end', 'baseline'],
    justifyContent: [
      'stretch',
      'flex-start',
      'center',
      'flex-end',
      'space-between',
      'space-around',
    ],
    gap: space,
    paddingTop: space,
    paddingBottom: space,
    paddingLeft: space,
    paddingRight: space,
    marginTop: space,
    marginBottom: space,
    marginLeft: { ...space, auto: 'auto' },
    marginRight: { ...space, auto: 'auto' },
    width: { full: '100%', auto: 'auto' },
    textAlign: ['left', 'center', 'right'],
  },
  shorthands: {
    padding: ['paddingTop', 'paddingBottom', 'paddingLeft', 'paddingRight'],
    paddingX: ['paddingLeft', 'paddingRight'],
    paddingY: ['paddingTop', 'paddingBottom'],
    margin: ['marginTop', 'marginBottom', 'marginLeft', 'marginRight'],
    marginX: ['marginLeft', 'marginRight'],
    marginY: ['marginTop', 'marginBottom'],
  },
});

/** Colours, with a `darkMode` condition for the rare case a token is not enough. */
const colorProperties = defineProperties({
  conditions: {
    lightMode: {},
    darkMode: { selector: `.${darkTheme} &` },
  },
  defaultCondition: 'lightMode',
  properties: {
    color: {
      primary: vars.color.text.primary,
      secondary: vars.color.text.secondary,
      accent: vars.color.accent.text,
      gold: vars.color.gold.text,
      plum: vars.color.plum.text,
      danger: vars.color.danger.text,
      success: vars.color.success.text,
      inverse: vars.color.text.inverse,
    },
    background: {
      page: vars.color.background.page,
      surface: vars.color.background.surface,
      raised: vars.color.background.raised,
      sunken: vars.color.background.sunken,
      accentSoft: vars.color.accent.soft,
      goldSoft: vars.color.gold.soft,
      plumSoft: vars.color.plum.soft,
      dangerSoft: vars.color.danger.soft,
      successSoft: vars.color.success.soft,
    },
  },
});

const staticProperties = defineProperties({
  properties: {
    position: ['relative', 'absolute', 'fixed', 'sticky'],
    borderRadius: vars.radius,
    boxShadow: { small: vars.shadow.small, medium: vars.shadow.medium, large: vars.shadow.large },
    flexGrow: [0, 1],
    flexShrink: [0, 1],
    minWidth: [0],
    overflow: ['hidden', 'auto', 'visible'],
  },
});

/** Atomic layout classes: `atoms({ display: 'flex', gap: 'small', padding: { wide: 'large' } })`. */
export const atoms = createSprinkles(responsiveProperties, colorProperties, staticProperties);
export type Atoms = Parameters<typeof atoms>[0];
