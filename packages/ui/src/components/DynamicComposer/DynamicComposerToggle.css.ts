import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const option = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.medium,
  padding: vars.space.medium,
  border: `1px solid ${vars.color.border.subtle}`,
  borderRadius: vars.radius.large,
  background: vars.color.background.surface,
  transitionProperty: 'background, border-color',
  transitionDuration: vars.motion.duration.fast,
  selectors: {
    '&[data-checked]': {
      background: vars.color.accent.soft,
      borderColor: vars.color.accent.softHover,
    },
  },
});

export const optionIcon = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  flexShrink: 0,
  width: vars.size.controlSmall,
  height: vars.size.controlSmall,
  borderRadius: vars.radius.full,
  background: vars.color.background.sunken,
  color: vars.color.accent.text,
  fontSize: vars.size.iconMedium,
});

export const optionText = style({ display: 'flex', flex: 1, flexDirection: 'column', minWidth: 0 });

export const optionLabel = style({
  fontSize: vars.fontSize.medium,
  fontWeight: vars.fontWeight.semibold,
  lineHeight: vars.lineHeight.snug,
});

export const optionHint = style({
  color: vars.color.text.secondary,
  fontSize: vars.fontSize.xsmall,
  lineHeight: vars.lineHeight.snug,
});

export const switchRoot = style({
  position: 'relative',
  flexShrink: 0,
  width: '44px',
  height: '26px',
  padding: 0,
  border: 'none',
  borderRadius: vars.radius.full,
  background: vars.color.border.field,
  cursor: 'pointer',
  transitionProperty: 'background',
  transitionDuration: vars.motion.duration.fast,
  selectors: {
    '&[data-state="checked"]': { background: vars.color.accent.solid },
    '&:disabled': { cursor: 'not-allowed', opacity: 0.5 },
  },
});

export const switchThumb = style({
  display: 'block',
  width: '20px',
  height: '20px',
  borderRadius: vars.radius.full,
  background: vars.color.background.surface,
  boxShadow: vars.shadow.small,
  transform: 'translateX(3px)',
  transitionProperty: 'transform',
  transitionDuration: vars.motion.duration.fast,
  transitionTimingFunction: vars.motion.easing.spring,
  selectors: { '&[data-state="checked"]': { transform: 'translateX(21px)' } },
});
