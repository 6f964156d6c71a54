import { textStyle, vars } from '@heartline/ui/theme';
import { style } from '@vanilla-extract/css';

/** As wide as the flow's card (480 px), so the title stands over its edge. */
export const page = style({
  display: 'grid',
  gap: vars.space.large,
  width: '100%',
  maxWidth: '480px',
  paddingBottom: vars.space.xxlarge,
});

export const title = style({
  fontSize: vars.fontSize.xxlarge,
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.tight,
  color: vars.color.text.primary,
});

/** The settings page's card: where verification stands, and the way to it. */
export const card = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.medium,
  padding: vars.space.large,
  borderRadius: vars.radius.xlarge,
  border: `1px solid ${vars.color.border.subtle}`,
  background: vars.color.background.surface,
  minWidth: 0,
});

export const state = style([
  textStyle.body,
  {
    display: 'inline-flex',
    alignItems: 'center',
    gap: vars.space.xsmall,
    color: vars.color.text.primary,
  },
]);
