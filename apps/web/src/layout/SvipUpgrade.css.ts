import { media, vars } from '@heartline/ui/theme';
import { style } from '@vanilla-extract/css';

export const root = style({
  display: 'grid',
  gridTemplateColumns: 'auto minmax(0, 1fr)',
  alignItems: 'center',
  gap: vars.space.medium,
  padding: vars.space.large,
  borderRadius: vars.radius.xlarge,
  border: `1px solid ${vars.color.plum.border}`,
  background: vars.color.plum.soft,
  color: vars.color.text.primary,
  '@media': {
    [media.wide]: { gridTemplateColumns: 'auto minmax(0, 1fr) auto', padding: vars.space.xlarge },
  },
});

export const icon = style({
  display: 'grid',
  placeItems: 'center',
  width: '48px',
  height: '48px',
  borderRadius: vars.radius.full,
  background: vars.gradient.plum,
  color: vars.color.plum.onSolid,
  fontSize: '24px',
});

export const body = style({ display: 'grid', gap: vars.space.xxsmall, minWidth: 0 });

export const title = style({
  fontSize: vars.fontSize.large,
  fontWeight: vars.fontWeight.bold,
  color: vars.color.plum.text,
});

export const description = style({
  color: vars.color.text.secondary,
  fontSize: vars.fontSize.small,
});

export const action = style({
  gridColumn: '1 / -1',
  justifySelf: 'stretch',
  '@media': { [media.wide]: { gridColumn: 'auto', justifySelf: 'end' } },
});
