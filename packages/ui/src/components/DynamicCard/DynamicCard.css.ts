import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.medium,
  minWidth: 0,
  padding: vars.space.large,
  background: vars.color.background.surface,
  border: `1px solid ${vars.color.border.subtle}`,
  borderRadius: vars.radius.xlarge,
  color: vars.color.text.primary,
});

export const translation = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxsmall,
  padding: `${vars.space.small} ${vars.space.medium}`,
  borderRadius: vars.radius.medium,
  background: vars.color.background.sunken,
  borderLeft: `3px solid ${vars.color.accent.softHover}`,
});

export const translationLabel = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xxsmall,
  color: vars.color.text.secondary,
  fontSize: vars.fontSize.xsmall,
  fontWeight: vars.fontWeight.semibold,
});

export const translationText = style({
  margin: 0,
  fontSize: vars.fontSize.medium,
  lineHeight: vars.lineHeight.normal,
  overflowWrap: 'anywhere',
});
