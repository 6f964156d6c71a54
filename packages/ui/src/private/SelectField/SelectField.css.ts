import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { popIn } from '../../theme/animations.css';
import { vars } from '../../theme/contract.css';
import * as field from '../TextField/TextField.css';

export const root = field.root;
export const label = field.label;
export const hint = field.hint;
export const error = field.error;

export const trigger = recipe({
  base: {
    display: 'flex',
    alignItems: 'center',
    gap: vars.space.small,
    width: '100%',
    minWidth: 0,
    background: vars.color.background.surface,
    color: vars.color.text.primary,
    fontFamily: vars.font.body,
    textAlign: 'start',
    cursor: 'pointer',
    transitionProperty: 'border-color, box-shadow, background',
    transitionDuration: vars.motion.duration.fast,
    selectors: {
      // Placeholder grey is too light for text that is not an input's placeholder (axe, 4.5:1).
      '&[data-placeholder]': { color: vars.color.text.secondary },
      '&[data-disabled]': { cursor: 'not-allowed', opacity: 0.6 },
      '&[aria-busy="true"]': { cursor: 'progress', opacity: 1 },
      '&[aria-invalid="true"]': { borderColor: vars.color.danger.text },
    },
  },
  variants: {
    appearance: {
      field: {
        minHeight: vars.size.controlLarge,
        padding: `0 ${vars.space.medium} 0 ${vars.space.large}`,
        border: `1px solid ${vars.color.border.field}`,
        borderRadius: vars.radius.medium,
        fontSize: vars.fontSize.medium,
        selectors: {
          '&:hover:not([data-disabled])': { borderColor: vars.color.text.secondary },
          '&[data-state="open"]': {
            borderColor: vars.color.border.focus,
            boxShadow: `0 0 0 3px ${vars.color.accent.soft}`,
          },
        },
      },
      pill: {
        width: 'auto',
        justifySelf: 'start',
        minHeight: vars.size.controlMedium,
        padding: `0 ${vars.space.medium}`,
        border: `1px solid ${vars.color.border.strong}`,
        borderRadius: vars.radius.full,
        fontSize: vars.fontSize.small,
        fontWeight: vars.fontWeight.semibold,
        selectors: {
          '&:hover:not([data-disabled])': { background: vars.color.background.sunken },
          '&[data-state="open"]': { background: vars.color.background.sunken },
        },
      },
    },
  },
});

export const value = style({
  flex: 1,
  minWidth: 0,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
});

export const icon = style({
  display: 'inline-flex',
  flexShrink: 0,
  fontSize: vars.size.iconMedium,
  color: vars.color.text.secondary,
});

export const chevron = style({
  display: 'inline-flex',
  flexShrink: 0,
  fontSize: vars.size.iconMedium,
  color: vars.color.text.secondary,
  transition: `transform ${vars.motion.duration.fast} ${vars.motion.easing.standard}`,
  selectors: { '[data-state="open"] > &': { transform: 'rotate(180deg)' } },
});

export const content = style({
  zIndex: vars.zIndex.popover,
  minWidth: 'max(var(--radix-select-trigger-width), 180px)',
  maxWidth: 'min(360px, calc(100vw - 16px))',
  maxHeight: 'min(360px, var(--radix-select-content-available-height))',
  overflow: 'hidden',
  borderRadius: vars.radius.large,
  border: `1px solid ${vars.color.border.subtle}`,
  background: vars.color.background.raised,
  boxShadow: vars.shadow.large,
  animation: `${popIn} ${vars.motion.duration.fast} ${vars.motion.easing.enter}`,
  transformOrigin: 'var(--radix-select-content-transform-origin)',
});

export const viewport = style({ padding: vars.space.xsmall });

export const item = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.medium,
  minHeight: vars.size.controlMedium,
  padding: `${vars.space.xsmall} ${vars.space.medium}`,
  borderRadius: vars.radius.medium,
  color: vars.color.text.primary,
  fontSize: vars.fontSize.medium,
  lineHeight: vars.lineHeight.snug,
  cursor: 'pointer',
  outline: 'none',
  userSelect: 'none',
  selectors: {
    '&[data-highlighted]': { background: vars.color.accent.soft, color: vars.color.accent.text },
    '&[data-state="checked"]': { fontWeight: vars.fontWeight.semibold },
    '&[data-disabled]': { color: vars.color.text.disabled, cursor: 'not-allowed' },
  },
});

export const indicator = style({
  display: 'inline-flex',
  marginInlineStart: 'auto',
  paddingInlineStart: vars.space.small,
  fontSize: vars.size.iconMedium,
  color: vars.color.accent.text,
});
