import { vars } from '@heartline/ui/theme';
import { style } from '@vanilla-extract/css';

export const centred = style({ display: 'grid', placeItems: 'center', height: '100%' });

export const scroll = style({ height: '100%', overflowY: 'auto', padding: vars.space.small });

export const list = style({ listStyle: 'none', margin: 0, padding: 0, display: 'grid' });

export const row = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.medium,
  width: '100%',
  padding: `${vars.space.small} ${vars.space.medium}`,
  border: 'none',
  borderRadius: vars.radius.medium,
  background: 'transparent',
  color: vars.color.text.primary,
  font: 'inherit',
  textAlign: 'start',
  cursor: 'pointer',
  selectors: {
    '&:hover': { background: vars.color.accent.soft },
    '&:focus-visible': { outline: 'none', boxShadow: vars.shadow.focus },
  },
});

export const name = style({
  fontWeight: vars.fontWeight.medium,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
});

export const nickname = style({
  color: vars.color.text.secondary,
  fontSize: vars.fontSize.small,
  whiteSpace: 'nowrap',
});

export const more = style({ width: '100%', marginTop: vars.space.small });
