import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const root = style({
  selectors: { '&[data-state="pending"]': { borderColor: vars.color.accent.softHover } },
});

export const extra = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: vars.space.xsmall,
  marginTop: vars.space.xxsmall,
});

export const note = style({
  position: 'relative',
  margin: 0,
  padding: `${vars.space.xsmall} ${vars.space.medium}`,
  borderRadius: `${vars.radius.small} ${vars.radius.large} ${vars.radius.large} ${vars.radius.large}`,
  background: vars.color.background.sunken,
  color: vars.color.text.primary,
  fontSize: vars.fontSize.small,
  lineHeight: vars.lineHeight.snug,
  overflowWrap: 'anywhere',
});

export const time = style({
  color: vars.color.text.secondary,
  fontSize: vars.fontSize.xsmall,
  fontVariantNumeric: 'tabular-nums',
});
