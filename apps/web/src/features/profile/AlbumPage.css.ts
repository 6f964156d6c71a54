import { media, vars } from '@heartline/ui/theme';
import { style } from '@vanilla-extract/css';

export const page = style({
  display: 'grid',
  gap: vars.space.large,
  '@media': { [media.wide]: { gap: vars.space.xlarge } },
});

export const card = style({
  display: 'grid',
  gap: vars.space.large,
  padding: vars.space.large,
  borderRadius: vars.radius.xlarge,
  border: `1px solid ${vars.color.border.subtle}`,
  background: vars.color.background.surface,
  boxShadow: vars.shadow.small,
  '@media': { [media.wide]: { padding: vars.space.xlarge } },
});

export const uploads = style({
  display: 'flex',
  justifyContent: 'center',
  padding: `${vars.space.medium} ${vars.space.large}`,
  borderRadius: vars.radius.large,
  background: vars.color.accent.soft,
});

export const more = style({ justifySelf: 'center' });

export const status = style({
  display: 'grid',
  justifyItems: 'center',
  alignContent: 'center',
  gap: vars.space.medium,
  minHeight: '200px',
  color: vars.color.text.secondary,
  textAlign: 'center',
});

export const cardTitle = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.small,
  fontSize: vars.fontSize.large,
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.tight,
  color: vars.color.text.primary,
});
