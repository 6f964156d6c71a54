import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.medium,
  minWidth: 0,
});

export const summary = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.small,
  margin: 0,
  padding: `${vars.space.small} ${vars.space.medium}`,
  borderRadius: vars.radius.large,
  background: vars.color.accent.soft,
  color: vars.color.accent.text,
  fontSize: vars.fontSize.small,
  fontWeight: vars.fontWeight.semibold,
  fontVariantNumeric: 'tabular-nums',
});

export const summaryIcon = style({ flexShrink: 0, fontSize: vars.size.iconMedium });

export const loading = style({
  display: 'flex',
  justifyContent: 'center',
  padding: vars.space.xxlarge,
  color: vars.color.accent.text,
});

export const list = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.small,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const visited = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xxsmall,
  fontVariantNumeric: 'tabular-nums',
});

export const loadMore = style({ alignSelf: 'center' });
