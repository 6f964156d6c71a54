import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const root = style({
  display: 'inline-flex',
  alignItems: 'center',
  flexShrink: 0,
  color: vars.color.text.primary,
  textDecoration: 'none',
});

export const gap = styleVariants({
  small: { gap: vars.space.small },
  medium: { gap: vars.space.small },
  large: { gap: vars.space.medium },
});

export const markBase = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  flexShrink: 0,
  background: vars.gradient.brand,
  color: vars.color.accent.onSolid,
  boxShadow: vars.shadow.small,
  vars: { '--logo-pulse': vars.color.accent.solid },
  selectors: {
    [`${root}[data-tone="inverse"] &`]: {
      background: `color-mix(in srgb, ${vars.color.accent.onSolid} 20%, transparent)`,
      color: vars.color.accent.onSolid,
      boxShadow: 'none',
      vars: { '--logo-pulse': 'transparent' },
    },
  },
});

export const mark = styleVariants({
  small: { width: '28px', height: '28px', borderRadius: vars.radius.small },
  medium: { width: '36px', height: '36px', borderRadius: vars.radius.medium },
  large: { width: '56px', height: '56px', borderRadius: vars.radius.large },
});

export const nameBase = style({
  fontFamily: vars.font.body,
  fontWeight: vars.fontWeight.bold,
  letterSpacing: '-0.02em',
  lineHeight: 1,
  background: vars.gradient.brand,
  backgroundClip: 'text',
  WebkitBackgroundClip: 'text',
  color: 'transparent',
  // Descenders of the gradient text would be clipped without a little room.
  paddingBlock: '0.1em',
  selectors: {
    [`${root}[data-tone="inverse"] &`]: { background: 'none', color: vars.color.accent.onSolid },
  },
});

export const name = styleVariants({
  small: { fontSize: vars.fontSize.large },
  medium: { fontSize: vars.fontSize.xlarge },
  large: { fontSize: vars.fontSize.xxxlarge },
});
