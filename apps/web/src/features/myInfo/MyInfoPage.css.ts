import { vars } from '@heartline/ui/theme';
import { style } from '@vanilla-extract/css';

export const page = style({ display: 'grid', gap: vars.space.large, maxWidth: '560px' });

export const title = style({
  fontSize: vars.fontSize.xxlarge,
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.tight,
  color: vars.color.text.primary,
});

export const settings = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.medium,
  minHeight: vars.size.controlLarge,
  padding: `0 ${vars.space.large}`,
  borderRadius: vars.radius.xlarge,
  border: `1px solid ${vars.color.border.subtle}`,
  background: vars.color.background.surface,
  color: vars.color.text.primary,
  fontWeight: vars.fontWeight.semibold,
  textDecoration: 'none',
  boxShadow: vars.shadow.small,
  fontSize: vars.fontSize.medium,
});

export const chevron = style({ marginLeft: 'auto', color: vars.color.text.secondary });
