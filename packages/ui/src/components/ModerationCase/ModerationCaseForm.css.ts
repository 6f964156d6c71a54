import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const form = style({
  display: 'grid',
  gap: vars.space.large,
  padding: vars.space.large,
  borderRadius: vars.radius.xlarge,
  border: `1px solid ${vars.color.border.subtle}`,
  background: vars.color.background.surface,
  justifyItems: 'start',
});

export const heading = style({
  fontSize: vars.fontSize.large,
  fontWeight: vars.fontWeight.semibold,
  color: vars.color.text.primary,
});

export const field = style({ display: 'grid', gap: vars.space.small, width: '100%' });

export const label = style({
  fontSize: vars.fontSize.small,
  fontWeight: vars.fontWeight.semibold,
  color: vars.color.text.primary,
});

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.small });

/** An action as a pill; the chosen one fills with the accent (danger for suspend and ban). */
export const action = style({
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
  cursor: 'pointer',
  transitionProperty: 'border-color, background, color',
  transitionDuration: vars.motion.duration.fast,
  selectors: {
    '&:hover:not(:disabled)': { borderColor: vars.color.accent.text },
    '&:focus-visible': { outline: 'none', boxShadow: vars.shadow.focus },
    '&[data-state="checked"]': {
      borderColor: vars.color.accent.solid,
      background: vars.color.accent.soft,
      color: vars.color.accent.text,
      paddingLeft: vars.space.small,
    },
    '&[data-state="checked"][data-tone="danger"]': {
      borderColor: vars.color.danger.solid,
      background: vars.color.danger.soft,
      color: vars.color.danger.text,
    },
    '&:disabled': { cursor: 'not-allowed', opacity: 0.6 },
  },
});

export const check = style({ display: 'inline-flex', fontSize: vars.size.iconSmall });

export const days = style({ maxWidth: '200px' });

export const reason = style({
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
  selectors: {
    '&:hover': { borderColor: vars.color.text.secondary },
    '&:focus-visible': {
      borderColor: vars.color.border.focus,
      boxShadow: `0 0 0 3px ${vars.color.accent.soft}`,
    },
    '&[aria-invalid="true"]': { borderColor: vars.color.danger.solid },
    '&:disabled': { cursor: 'not-allowed', background: vars.color.background.sunken },
  },
});

export const hint = style({
  fontSize: vars.fontSize.xsmall,
  color: vars.color.text.secondary,
  fontVariantNumeric: 'tabular-nums',
});

export const error = style({
  color: vars.color.danger.text,
  fontSize: vars.fontSize.small,
  fontWeight: vars.fontWeight.medium,
});
