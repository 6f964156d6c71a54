import { vars } from '@heartline/ui/theme';
import { style } from '@vanilla-extract/css';

export const head = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-end',
  gap: vars.space.small,
});

export const titles = style({ display: 'grid', gap: vars.space.xsmall, marginRight: 'auto' });

export const title = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.small,
  fontSize: vars.fontSize.xxlarge,
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.tight,
  color: vars.color.text.primary,
});

export const subtitle = style({ color: vars.color.text.secondary, fontSize: vars.fontSize.medium });

export const link = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xxsmall,
  minHeight: vars.size.controlSmall,
  color: vars.color.text.link,
  fontWeight: vars.fontWeight.semibold,
  fontSize: vars.fontSize.small,
  textDecoration: 'none',
  selectors: { '&:hover': { textDecoration: 'underline' } },
});
