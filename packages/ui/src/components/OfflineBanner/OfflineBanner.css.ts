import { style } from '@vanilla-extract/css';
import { noticeDescription, noticeIcon, noticeTitle } from '../../private/noticeCard.css';
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

export const icon = style([noticeIcon, { color: vars.color.gold.text }]);

export const text = style({ display: 'grid', gap: vars.space.xxsmall, minWidth: 0 });

export const title = noticeTitle;

export const description = noticeDescription;
