import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.medium,
  minWidth: 0,
  padding: vars.space.large,
  background: vars.color.background.surface,
  border: `1px solid ${vars.color.border.subtle}`,
  borderRadius: vars.radius.xlarge,
  color: vars.color.text.primary,
});

export const title = style({
  margin: 0,
  fontSize: vars.fontSize.large,
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.snug,
});

export const loading = style({
  display: 'flex',
  justifyContent: 'center',
  padding: vars.space.xxlarge,
  color: vars.color.accent.text,
});

const listBase = {
  display: 'flex',
  flexDirection: 'column',
  margin: 0,
  padding: 0,
  listStyle: 'none',
} as const;

export const list = style({ ...listBase, gap: vars.space.large });

export const replies = style({
  ...listBase,
  gap: vars.space.medium,
  marginTop: vars.space.small,
  padding: vars.space.medium,
  borderRadius: vars.radius.large,
  background: vars.color.background.sunken,
});

export const loadMore = style({ alignSelf: 'center' });
