import { vars } from '@heartline/ui/theme';
import { style } from '@vanilla-extract/css';

export const page = style({
  display: 'grid',
  alignContent: 'start',
  gap: vars.space.large,
  padding: vars.space.large,
});

export const title = style({ fontSize: vars.fontSize.xxlarge });

export const lines = style({ display: 'grid', gap: vars.space.small });
