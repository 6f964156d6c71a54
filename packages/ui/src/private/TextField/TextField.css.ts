import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const root = style({ display: 'grid', gap: vars.space.xsmall, minWidth: 0 });

export const label = style({
  fontSize: vars.fontSize.small,
  fontWeight: vars.fontWeight.semibold,
  lineHeight: vars.lineHeight.snug,
  color: vars.color.text.primary,
});

export const field = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.small,
  minHeight: vars.size.controlLarge,
  padding: `0 ${vars.space.large}`,
  background: vars.color.background.surface,
  border: `1px solid ${vars.color.border.field}`,
  borderRadius: vars.radius.medium,
  color: vars.color.text.secondary,
  transitionProperty: 'border-color, box-shadow',
  transitionDuration: vars.motion.duration.fast,
  selectors: {
    '&:hover': { borderColor: vars.color.text.secondary },
    '&:focus-within': {
      borderColor: vars.color.border.focus,
      boxShadow: `0 0 0 3px ${vars.color.accent.soft}`,
    },
    '&[data-invalid="true"]': { borderColor: vars.color.danger.text },
    '&[data-invalid="true"]:focus-within': { boxShadow: `0 0 0 3px ${vars.color.danger.soft}` },
    '&[data-disabled="true"]': { background: vars.color.background.sunken, opacity: 0.7 },
  },
});

export const input = style({
  flex: 1,
  minWidth: 0,
  height: '100%',
  minHeight: 'inherit',
  padding: 0,
  border: 'none',
  background: 'transparent',
  color: vars.color.text.primary,
  fontSize: vars.fontSize.medium,
  outline: 'none',
  '::placeholder': { color: vars.color.text.placeholder, opacity: 1 },
  selectors: {
    // The field draws the focus ring around input and adornments together.
    '&:focus-visible': { outline: 'none' },
    '&:disabled': { cursor: 'not-allowed' },
  },
});

export const adornment = style({ display: 'inline-flex', alignItems: 'center', fontSize: '20px' });

export const hint = style({
  fontSize: vars.fontSize.xsmall,
  lineHeight: vars.lineHeight.snug,
  color: vars.color.text.secondary,
});

export const error = style([
  hint,
  { color: vars.color.danger.text, fontWeight: vars.fontWeight.medium },
]);
