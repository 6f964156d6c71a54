import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const footer = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xsmall,
  marginTop: `calc(${vars.space.xsmall} * -1)`,
  marginLeft: `calc(${vars.space.small} * -1)`,
});

export const action = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xsmall,
  minHeight: vars.size.controlSmall,
  minWidth: vars.size.controlSmall,
  justifyContent: 'center',
  padding: `0 ${vars.space.small}`,
  border: 'none',
  borderRadius: vars.radius.full,
  background: 'transparent',
  color: vars.color.text.secondary,
  font: 'inherit',
  fontSize: vars.fontSize.small,
  fontWeight: vars.fontWeight.semibold,
  cursor: 'pointer',
  transitionProperty: 'background, color, transform',
  transitionDuration: vars.motion.duration.fast,
  selectors: {
    '&:hover:not(:disabled)': {
      background: vars.color.background.sunken,
      color: vars.color.text.primary,
    },
    '&:active:not(:disabled)': { transform: 'scale(0.95)' },
    '&[data-liked]': { color: vars.color.accent.text },
    '&[data-liked]:hover': { color: vars.color.accent.text },
    '&:disabled': { cursor: 'progress' },
  },
});

export const actionIcon = style({ flexShrink: 0, fontSize: vars.size.iconMedium });

export const count = style({ fontVariantNumeric: 'tabular-nums' });
