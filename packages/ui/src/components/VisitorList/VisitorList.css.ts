import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

// The section's column, spinner and list: the list pages' (private/listSection.css.ts).
export { list, loading, loadMore, root } from '../../private/listSection.css';

export const summary = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.small,
  margin: 0,
  padding: `${vars.space.small} ${vars.space.medium}`,
  borderRadius: vars.radius.large,
  background: vars.color.accent.soft,
  color: vars.color.accent.text,
  fontSize: vars.fontSize.small,
  fontWeight: vars.fontWeight.semibold,
  fontVariantNumeric: 'tabular-nums',
});

export const summaryIcon = style({ flexShrink: 0, fontSize: vars.size.iconMedium });

export const visited = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xxsmall,
  fontVariantNumeric: 'tabular-nums',
});
