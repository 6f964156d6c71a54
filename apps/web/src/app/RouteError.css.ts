// The error and not-found screens: a message in a framed box, centred, with its actions.
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
