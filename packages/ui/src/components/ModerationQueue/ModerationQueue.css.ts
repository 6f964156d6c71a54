import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

// The section's column, spinner and list: the list pages' (private/listSection.css.ts).
export { list, loading, root } from '../../private/listSection.css';

/** A case; the open one is outlined in the accent with a bar at its start. */
export const item = style({
  display: 'grid',
  gap: vars.space.xxsmall,
  width: '100%',
  padding: vars.space.medium,
  border: `1px solid ${vars.color.border.subtle}`,
  borderRadius: vars.radius.large,
  background: vars.color.background.surface,
  color: vars.color.text.primary,
  textAlign: 'start',
  cursor: 'pointer',
  outline: 'none',
  transitionProperty: 'border-color, background, box-shadow',
  transitionDuration: vars.motion.duration.fast,
  selectors: {
    '&:hover': { borderColor: vars.color.border.strong },
    '&:focus-visible': { boxShadow: vars.shadow.focus },
    '&[aria-current="true"]': {
      borderColor: vars.color.accent.solid,
      background: vars.color.accent.soft,
      boxShadow: `inset 4px 0 0 ${vars.color.accent.solid}`,
    },
    '&[aria-current="true"]:focus-visible': {
      boxShadow: `inset 4px 0 0 ${vars.color.accent.solid}, ${vars.shadow.focus}`,
    },
  },
});

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
