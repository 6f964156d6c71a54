import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const item = style({ display: 'flex', gap: vars.space.medium, minWidth: 0 });

export const itemBody = style({
  display: 'flex',
  flex: 1,
  flexDirection: 'column',
  gap: vars.space.xxsmall,
  minWidth: 0,
});

export const names = style({
  display: 'flex',
  alignItems: 'center',
  flexWrap: 'wrap',
  gap: vars.space.xxsmall,
  margin: 0,
  fontSize: vars.fontSize.small,
  lineHeight: vars.lineHeight.snug,
});

export const name = style({ fontWeight: vars.fontWeight.bold });

export const arrow = style({ color: vars.color.text.secondary, fontSize: vars.size.iconSmall });

export const replyTo = style({
  color: vars.color.text.secondary,
  fontWeight: vars.fontWeight.semibold,
});

export const text = style({
  margin: 0,
  fontSize: vars.fontSize.medium,
  lineHeight: vars.lineHeight.normal,
  overflowWrap: 'anywhere',
});

export const translation = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxsmall,
  marginTop: vars.space.xxsmall,
  padding: `${vars.space.xsmall} ${vars.space.medium}`,
  borderLeft: `3px solid ${vars.color.accent.softHover}`,
  color: vars.color.text.primary,
  fontSize: vars.fontSize.small,
  lineHeight: vars.lineHeight.normal,
});

export const translationLabel = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xxsmall,
  color: vars.color.text.secondary,
  fontSize: vars.fontSize.xsmall,
  fontWeight: vars.fontWeight.semibold,
});

export const meta = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.xsmall,
});

export const time = style({
  marginRight: vars.space.xsmall,
  color: vars.color.text.secondary,
  fontSize: vars.fontSize.xsmall,
  fontVariantNumeric: 'tabular-nums',
});

export const action = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xxsmall,
  minHeight: '28px',
  padding: `0 ${vars.space.small}`,
  border: 'none',
  borderRadius: vars.radius.full,
  background: 'transparent',
  color: vars.color.text.secondary,
  font: 'inherit',
  fontSize: vars.fontSize.xsmall,
  fontWeight: vars.fontWeight.semibold,
  cursor: 'pointer',
  selectors: {
    '&:hover:not(:disabled)': {
      background: vars.color.background.sunken,
      color: vars.color.text.primary,
    },
    '&[data-tone="danger"]': { color: vars.color.danger.text },
    '&:disabled': { cursor: 'progress' },
  },
});
