import { style } from '@vanilla-extract/css';
import { rovingItem } from '../../private/rovingList/rovingItem.css';
import { vars } from '../../theme/contract.css';

// The section's column, spinner and list: the list pages' (private/listSection.css.ts).
export { list, loading, root } from '../../private/listSection.css';

/** A case; the open one is outlined in the accent with a bar at its start. */
export const item = style([rovingItem, { display: 'grid', gap: vars.space.xxsmall }]);

export const top = style({
  display: 'flex',
  alignItems: 'baseline',
  justifyContent: 'space-between',
  gap: vars.space.small,
});

export const reason = style({
  fontSize: vars.fontSize.small,
  fontWeight: vars.fontWeight.semibold,
  color: vars.color.accent.text,
  minWidth: 0,
  overflowWrap: 'anywhere',
});

export const waited = style({
  flexShrink: 0,
  fontSize: vars.fontSize.xsmall,
  color: vars.color.text.secondary,
  fontVariantNumeric: 'tabular-nums',
});

export const reported = style({
  fontSize: vars.fontSize.medium,
  fontWeight: vars.fontWeight.semibold,
  overflowWrap: 'anywhere',
});

export const reporter = style({
  fontSize: vars.fontSize.small,
  color: vars.color.text.secondary,
  overflowWrap: 'anywhere',
});

export const loadMore = style({ alignSelf: 'center' });
