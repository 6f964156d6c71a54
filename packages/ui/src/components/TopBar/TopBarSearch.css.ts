import { style } from '@vanilla-extract/css';
import { popIn } from '../../theme/animations.css';
import { vars } from '../../theme/contract.css';

export const root = style({ position: 'relative', minWidth: 0 });

export const field = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xsmall,
  height: vars.size.controlMedium,
  paddingLeft: vars.space.large,
  paddingRight: vars.space.xsmall,
  borderRadius: vars.radius.full,
  border: `1px solid ${vars.color.border.subtle}`,
  background: vars.color.background.sunken,
  transitionProperty: 'border-color, box-shadow, background',
  transitionDuration: vars.motion.duration.fast,
  selectors: {
    '&:hover': { borderColor: vars.color.border.strong },
    '&:focus-within': {
      background: vars.color.background.surface,
      borderColor: vars.color.border.focus,
      boxShadow: `0 0 0 3px ${vars.color.accent.soft}`,
    },
    '&[data-invalid="true"]': { borderColor: vars.color.gold.border },
  },
});

export const input = style({
  flex: 1,
  minWidth: 0,
  width: '100%',
  padding: 0,
  border: 'none',
  background: 'transparent',
  color: vars.color.text.primary,
  fontSize: vars.fontSize.medium,
  fontVariantNumeric: 'tabular-nums',
  outline: 'none',
  '::placeholder': { color: vars.color.text.placeholder, opacity: 1 },
  selectors: { '&:focus-visible': { outline: 'none' } },
});

export const button = style({ flexShrink: 0 });

export const spinner = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: vars.size.controlSmall,
  height: vars.size.controlSmall,
  color: vars.color.accent.text,
});

/** A warning bubble under the field, like the spec's warning message. */
export const warning = style({
  position: 'absolute',
  top: `calc(100% + ${vars.space.small})`,
  left: 0,
  right: 0,
  zIndex: vars.zIndex.popover,
  margin: 0,
  padding: `${vars.space.small} ${vars.space.medium}`,
  borderRadius: vars.radius.medium,
  border: `1px solid ${vars.color.gold.border}`,
  background: vars.color.gold.soft,
  color: vars.color.gold.text,
  fontSize: vars.fontSize.small,
  fontWeight: vars.fontWeight.medium,
  lineHeight: vars.lineHeight.snug,
  boxShadow: vars.shadow.medium,
  animation: `${popIn} ${vars.motion.duration.fast} ${vars.motion.easing.enter}`,
});
