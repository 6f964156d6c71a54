import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

/** A friendly card above the conversations: an offer, easy to decline. */
export const root = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.medium,
  padding: vars.space.medium,
  borderRadius: vars.radius.large,
  border: `1px solid ${vars.color.border.subtle}`,
  background: vars.color.accent.soft,
  color: vars.color.text.primary,
});

export const icon = style({
  flexShrink: 0,
  width: '24px',
  height: '24px',
  color: vars.color.accent.text,
});

export const text = style({ display: 'grid', gap: vars.space.xsmall, minWidth: 0 });

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

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.small });
