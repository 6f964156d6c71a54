import { style } from '@vanilla-extract/css';
import { popIn } from '../../theme/animations.css';
import { vars } from '../../theme/contract.css';

export const content = style({
  zIndex: vars.zIndex.popover,
  minWidth: '200px',
  maxWidth: 'min(320px, calc(100vw - 16px))',
  padding: vars.space.xsmall,
  borderRadius: vars.radius.large,
  border: `1px solid ${vars.color.border.subtle}`,
  background: vars.color.background.raised,
  boxShadow: vars.shadow.large,
  animation: `${popIn} ${vars.motion.duration.fast} ${vars.motion.easing.enter}`,
  transformOrigin:
    'var(--radix-dropdown-menu-content-transform-origin, var(--radix-context-menu-content-transform-origin))',
});

export const item = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.medium,
  minHeight: vars.size.controlMedium,
  padding: `0 ${vars.space.medium}`,
  borderRadius: vars.radius.medium,
  color: vars.color.text.primary,
  fontSize: vars.fontSize.medium,
  lineHeight: vars.lineHeight.snug,
  cursor: 'pointer',
  outline: 'none',
  userSelect: 'none',
  selectors: {
    '&[data-highlighted]': { background: vars.color.accent.soft, color: vars.color.accent.text },
    '&[data-disabled]': { color: vars.color.text.disabled, cursor: 'not-allowed' },
    '&[data-tone="danger"]': { color: vars.color.danger.text },
    '&[data-tone="danger"][data-highlighted]': {
      background: vars.color.danger.soft,
      color: vars.color.danger.text,
    },
  },
});

export const icon = style({ display: 'inline-flex', fontSize: '18px', flexShrink: 0 });

export const label = style({
  padding: `${vars.space.small} ${vars.space.medium} ${vars.space.xsmall}`,
  color: vars.color.text.secondary,
  fontSize: vars.fontSize.xsmall,
  fontWeight: vars.fontWeight.semibold,
});

export const separator = style({
  height: '1px',
  margin: `${vars.space.xsmall} ${vars.space.small}`,
  background: vars.color.border.subtle,
});

/** Small entries side by side: a message's reactions. */
export const row = style({
  display: 'flex',
  justifyContent: 'space-between',
  gap: vars.space.xxsmall,
  padding: `${vars.space.xxsmall} ${vars.space.xsmall}`,
});

export const rowItem = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: vars.size.controlMedium,
  height: vars.size.controlMedium,
  borderRadius: vars.radius.full,
  cursor: 'pointer',
  outline: 'none',
  userSelect: 'none',
  selectors: {
    '&[data-highlighted]': { background: vars.color.accent.soft },
    '&[data-selected]': { boxShadow: `inset 0 0 0 2px ${vars.color.accent.solid}` },
  },
});
