import { style } from '@vanilla-extract/css';
import { noticeDescription, noticeIcon, noticeTitle } from '../../private/noticeCard.css';
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

export const icon = style([noticeIcon, { color: vars.color.accent.text }]);

export const text = style({ display: 'grid', gap: vars.space.xsmall, minWidth: 0 });

export const title = noticeTitle;

export const description = noticeDescription;

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.small });
