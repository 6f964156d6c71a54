import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const emblem = style({
  position: 'relative',
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '72px',
  height: '72px',
  borderRadius: vars.radius.full,
  fontSize: '34px',
});

export const tone = styleVariants({
  photo: {
    background: vars.color.plum.soft,
    color: vars.color.plum.text,
    boxShadow: `0 0 0 8px color-mix(in srgb, ${vars.color.plum.soft} 45%, transparent)`,
  },
  burn: {
    background: vars.color.accent.soft,
    color: vars.color.accent.text,
    boxShadow: `0 0 0 8px color-mix(in srgb, ${vars.color.accent.soft} 45%, transparent)`,
  },
});

/** The price, pinned to the picture's corner like a tag. */
export const price = style({
  position: 'absolute',
  right: '-22px',
  bottom: '-8px',
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xxsmall,
  padding: `${vars.space.xsmall} ${vars.space.small} ${vars.space.xsmall} ${vars.space.xsmall}`,
  borderRadius: vars.radius.full,
  background: vars.gradient.gold,
  color: vars.color.gold.onSolid,
  border: `2px solid ${vars.color.background.surface}`,
  fontSize: vars.fontSize.medium,
  fontWeight: vars.fontWeight.bold,
  lineHeight: 1,
  fontVariantNumeric: 'tabular-nums',
});
