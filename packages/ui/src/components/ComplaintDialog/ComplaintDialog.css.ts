import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const body = style({ display: 'grid', gap: vars.space.large });

export const field = style({ display: 'grid', gap: vars.space.small });

export const label = style({
  fontSize: vars.fontSize.small,
  fontWeight: vars.fontWeight.semibold,
  color: vars.color.text.primary,
});

export const reasons = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.small });

/** A reason as a pill; the chosen one fills with the accent and shows a check. */
export const reason = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xsmall,
  minHeight: vars.size.controlSmall,
  padding: `${vars.space.xsmall} ${vars.space.medium}`,
  borderRadius: vars.radius.full,
  border: `1px solid ${vars.color.border.strong}`,
  background: vars.color.background.surface,
  color: vars.color.text.primary,
  fontSize: vars.fontSize.small,
  fontWeight: vars.fontWeight.medium,
  textAlign: 'start',
  cursor: 'pointer',
  transitionProperty: 'border-color, background, color',
  transitionDuration: vars.motion.duration.fast,
  selectors: {
    '&:hover:not(:disabled)': { borderColor: vars.color.accent.text },
    '&[data-state="checked"]': {
      borderColor: vars.color.accent.solid,
      background: vars.color.accent.soft,
      color: vars.color.accent.text,
      paddingLeft: vars.space.small,
    },
    '&:disabled': { cursor: 'not-allowed' },
  },
});

export const reasonCheck = style({ display: 'inline-flex', fontSize: vars.size.iconSmall });

// The description box and its count: forms' textArea.css.ts (shared with FriendRequestDialog).
export { count, textArea as notes } from '../../private/forms/textArea.css';

export const error = style({
  color: vars.color.danger.text,
  fontSize: vars.fontSize.small,
  fontWeight: vars.fontWeight.medium,
});
