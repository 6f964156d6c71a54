import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const composer = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xsmall,
  paddingTop: vars.space.medium,
  borderTop: `1px solid ${vars.color.border.subtle}`,
});

export const composerHead = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  minHeight: vars.size.controlSmall,
});

export const composerLabel = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xsmall,
  fontSize: vars.fontSize.small,
  fontWeight: vars.fontWeight.semibold,
});

export const composerInput = style({
  width: '100%',
  minHeight: '64px',
  padding: `${vars.space.small} ${vars.space.medium}`,
  border: `1px solid ${vars.color.border.field}`,
  borderRadius: vars.radius.large,
  background: vars.color.background.surface,
  color: vars.color.text.primary,
  font: 'inherit',
  fontSize: vars.fontSize.medium,
  lineHeight: vars.lineHeight.normal,
  resize: 'vertical',
  selectors: {
    '&::placeholder': { color: vars.color.text.placeholder },
    '&:focus-visible': {
      outline: 'none',
      borderColor: vars.color.border.focus,
      boxShadow: vars.shadow.focus,
    },
    '&[aria-invalid="true"]': { borderColor: vars.color.danger.text },
  },
});

export const composerFoot = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'flex-end',
  gap: vars.space.medium,
});

export const counter = style({
  color: vars.color.text.secondary,
  fontSize: vars.fontSize.xsmall,
  fontVariantNumeric: 'tabular-nums',
  selectors: {
    '&[data-over]': { color: vars.color.danger.text, fontWeight: vars.fontWeight.bold },
  },
});
