import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

/** A calm strip, not an alarm: being offline is a state of the device, not a mistake. */
export const root = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.medium,
  padding: `${vars.space.medium} ${vars.space.large}`,
  borderRadius: vars.radius.large,
  border: `1px solid ${vars.color.gold.border}`,
  background: vars.color.gold.soft,
  color: vars.color.text.primary,
});

export const icon = style({
  flexShrink: 0,
  width: '24px',
  height: '24px',
  color: vars.color.gold.text,
});

export const text = style({ display: 'grid', gap: vars.space.xxsmall, minWidth: 0 });

export const title = style({
  margin: 0,
  fontSize: vars.fontSize.medium,
  fontWeight: vars.fontWeight.semibold,
  lineHeight: vars.lineHeight.tight,
});

export const description = style({
  margin: 0,
  fontSize: vars.fontSize.small,
  color: vars.color.text.secondary,
  lineHeight: vars.lineHeight.normal,
});
