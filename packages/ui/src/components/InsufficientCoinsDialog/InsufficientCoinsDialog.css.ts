import { globalStyle, style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const emblem = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '72px',
  height: '72px',
  borderRadius: vars.radius.full,
  fontSize: '40px',
});

export const tone = styleVariants({
  coins: {
    background: vars.color.gold.soft,
    boxShadow: `0 0 0 8px color-mix(in srgb, ${vars.color.gold.soft} 45%, transparent)`,
  },
  translation: {
    fontSize: '34px',
    background: vars.color.accent.soft,
    color: vars.color.accent.text,
    boxShadow: `0 0 0 8px color-mix(in srgb, ${vars.color.accent.soft} 45%, transparent)`,
  },
});

/** Three choices read best stacked, the suggested one first, at every width. */
export const actions = style({
  display: 'grid',
  gap: vars.space.small,
  // Over the modal footer's own width for its children (`.footer > *`).
  selectors: { 'div > &': { width: '100%' } },
});

globalStyle(`${actions} > *`, { width: '100%' });

export const balance = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.small,
  width: 'fit-content',
  margin: '0 auto',
  padding: `${vars.space.xsmall} ${vars.space.medium}`,
  borderRadius: vars.radius.full,
  background: vars.color.background.sunken,
  border: `1px solid ${vars.color.border.subtle}`,
  fontSize: vars.fontSize.small,
  color: vars.color.text.secondary,
});

export const balanceAmount = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xxsmall,
  fontWeight: vars.fontWeight.bold,
  fontVariantNumeric: 'tabular-nums',
  color: vars.color.text.primary,
});
