import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css';

export const root = style({
  display: 'flex',
  gap: vars.space.medium,
  minWidth: 0,
  padding: vars.space.large,
  borderRadius: vars.radius.large,
  background: vars.color.background.surface,
  border: `1px solid ${vars.color.border.subtle}`,
  color: vars.color.text.primary,
  selectors: {
    '&[data-unread]': { borderColor: vars.color.accent.softHover, boxShadow: vars.shadow.small },
  },
});

export const icon = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  flexShrink: 0,
  width: vars.size.controlMedium,
  height: vars.size.controlMedium,
  borderRadius: vars.radius.full,
  background: vars.color.background.sunken,
  color: vars.color.text.secondary,
  fontSize: vars.size.iconMedium,
  selectors: {
    [`${root}[data-unread] &`]: {
      background: vars.color.accent.soft,
      color: vars.color.accent.text,
    },
  },
});

export const body = style({
  display: 'flex',
  flex: 1,
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: vars.space.xxsmall,
  minWidth: 0,
});

export const head = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.small,
  width: '100%',
});

export const title = style({
  flex: 1,
  minWidth: 0,
  margin: 0,
  fontSize: vars.fontSize.medium,
  fontWeight: vars.fontWeight.semibold,
  lineHeight: vars.lineHeight.snug,
  overflowWrap: 'anywhere',
  selectors: { [`${root}[data-unread] &`]: { fontWeight: vars.fontWeight.bold } },
});

export const dot = style({
  flexShrink: 0,
  width: '10px',
  height: '10px',
  borderRadius: vars.radius.full,
  background: vars.color.accent.solid,
  boxShadow: `0 0 0 3px ${vars.color.accent.soft}`,
});

export const time = style({
  color: vars.color.text.secondary,
  fontSize: vars.fontSize.xsmall,
  fontVariantNumeric: 'tabular-nums',
});

export const content = recipe({
  base: {
    margin: `${vars.space.xsmall} 0 0`,
    color: vars.color.text.primary,
    fontSize: vars.fontSize.medium,
    lineHeight: vars.lineHeight.normal,
    whiteSpace: 'pre-line',
    overflowWrap: 'anywhere',
  },
  variants: {
    clamped: {
      true: {
        display: '-webkit-box',
        WebkitBoxOrient: 'vertical',
        WebkitLineClamp: 3,
        overflow: 'hidden',
      },
      false: {},
    },
  },
});

export const more = style({
  padding: `${vars.space.xxsmall} 0`,
  border: 'none',
  background: 'none',
  color: vars.color.text.link,
  font: 'inherit',
  fontSize: vars.fontSize.small,
  fontWeight: vars.fontWeight.semibold,
  cursor: 'pointer',
  selectors: { '&:hover': { textDecoration: 'underline' } },
});
