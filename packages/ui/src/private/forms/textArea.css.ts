/** A multi-line text box with a character count under it (complaint notes, friend request notes). */
import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const textArea = style({
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
