import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const header = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.medium,
  minWidth: 0,
});

export const author = style({ display: 'flex', flex: 1, flexDirection: 'column', minWidth: 0 });

export const nameRow = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.small,
  minWidth: 0,
});

export const name = style({
  margin: 0,
  minWidth: 0,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
  fontSize: vars.fontSize.medium,
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.snug,
});

export const nameLink = style({
  color: 'inherit',
  textDecoration: 'none',
  selectors: { '&:hover': { color: vars.color.accent.text, textDecoration: 'underline' } },
});

export const time = style({
  color: vars.color.text.secondary,
  fontSize: vars.fontSize.xsmall,
  lineHeight: vars.lineHeight.snug,
  fontVariantNumeric: 'tabular-nums',
});

export const badges = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'flex-end',
  alignItems: 'center',
  gap: vars.space.xsmall,
  marginLeft: 'auto',
});
