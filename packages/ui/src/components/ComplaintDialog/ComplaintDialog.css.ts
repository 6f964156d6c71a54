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

export const notes = style({
  width: '100%',
  minHeight: '88px',
  padding: `${vars.space.medium} ${vars.space.large}`,
  border: `1px solid ${vars.color.border.field}`,
  borderRadius: vars.radius.medium,
  background: vars.color.background.surface,
  color: vars.color.text.primary,
  fontSize: vars.fontSize.medium,
  lineHeight: vars.lineHeight.normal,
  resize: 'vertical',
  outline: 'none',
  transitionProperty: 'border-color, box-shadow',
  transitionDuration: vars.motion.duration.fast,
  '::placeholder': { color: vars.color.text.placeholder, opacity: 1 },
  selectors: {
    '&:hover': { borderColor: vars.color.text.secondary },
    '&:focus-visible': {
      borderColor: vars.color.border.focus,
      boxShadow: `0 0 0 3px ${vars.color.accent.soft}`,
    },
  },
});

export const count = style({
  justifySelf: 'end',
  fontSize: vars.fontSize.xsmall,
  fontVariantNumeric: 'tabular-nums',
  color: vars.color.text.secondary,
});

export const error = style({
  color: vars.color.danger.text,
  fontSize: vars.fontSize.small,
  fontWeight: vars.fontWeight.medium,
});
