import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from './contract.css';

const base = { fontFamily: vars.font.body, margin: 0 } as const;
// Headings balance their lines, so a title never ends on one lonely word or character.
const heading = { ...base, textWrap: 'balance' } as const;

/**
 * The type scale. Use a text style instead of setting font sizes in a component, so every screen
 * reads alike in Latin, Cyrillic and CJK.
 */
export const textStyle = styleVariants({
  display: {
    ...heading,
    fontSize: vars.fontSize.xxxlarge,
    lineHeight: vars.lineHeight.tight,
    fontWeight: vars.fontWeight.bold,
  },
  title: {
    ...heading,
    fontSize: vars.fontSize.xxlarge,
    lineHeight: vars.lineHeight.tight,
    fontWeight: vars.fontWeight.bold,
  },
  heading: {
    ...heading,
    fontSize: vars.fontSize.xlarge,
    lineHeight: vars.lineHeight.snug,
    fontWeight: vars.fontWeight.bold,
  },
  subheading: {
    ...heading,
    fontSize: vars.fontSize.large,
    lineHeight: vars.lineHeight.snug,
    fontWeight: vars.fontWeight.semibold,
  },
  body: {
    ...base,
    fontSize: vars.fontSize.medium,
    lineHeight: vars.lineHeight.normal,
    fontWeight: vars.fontWeight.regular,
  },
  bodyStrong: {
    ...base,
    fontSize: vars.fontSize.medium,
    lineHeight: vars.lineHeight.normal,
    fontWeight: vars.fontWeight.semibold,
  },
  small: {
    ...base,
    fontSize: vars.fontSize.small,
    lineHeight: vars.lineHeight.snug,
    fontWeight: vars.fontWeight.regular,
  },
  label: {
    ...base,
    fontSize: vars.fontSize.small,
    lineHeight: vars.lineHeight.snug,
    fontWeight: vars.fontWeight.semibold,
  },
  caption: {
    ...base,
    fontSize: vars.fontSize.xsmall,
    lineHeight: vars.lineHeight.snug,
    fontWeight: vars.fontWeight.medium,
  },
});

export type TextStyle = keyof typeof textStyle;

/** Figures that line up in columns and do not jump while counting. */
export const tabularNumbers = style({ fontVariantNumeric: 'tabular-nums' });
