import { vars } from '@heartline/ui/theme';
import { style } from '@vanilla-extract/css';

export const root = style({
  display: 'grid',
  placeItems: 'center',
  minHeight: '50vh',
  padding: vars.space.large,
  borderRadius: vars.radius.xlarge,
  border: `1px solid ${vars.color.border.subtle}`,
  background: vars.color.background.surface,
  boxShadow: vars.shadow.small,
});

export const errorPage = style({ maxWidth: '720px', margin: '0 auto', padding: vars.space.large });

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'center',
  gap: vars.space.small,
});

export const page = style({ display: 'grid', gap: vars.space.large });

export const pageTitle = style({
  fontSize: vars.fontSize.xxlarge,
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.tight,
  color: vars.color.text.primary,
});
