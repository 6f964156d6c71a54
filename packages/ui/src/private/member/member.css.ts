import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const badge = style({ flexShrink: 0, letterSpacing: '0.02em' });

export const genderAge = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xxsmall,
  minHeight: '20px',
  padding: `0 ${vars.space.small} 0 ${vars.space.xsmall}`,
  borderRadius: vars.radius.full,
  fontSize: vars.fontSize.xsmall,
  fontWeight: vars.fontWeight.semibold,
  lineHeight: '20px',
  whiteSpace: 'nowrap',
  fontVariantNumeric: 'tabular-nums',
});

export const genderTone = styleVariants({
  0: { background: vars.color.accent.soft, color: vars.color.accent.text },
  1: { background: vars.color.plum.soft, color: vars.color.plum.text },
  2: { background: vars.color.background.sunken, color: vars.color.text.secondary },
});
