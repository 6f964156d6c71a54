import { media, vars } from '@heartline/ui/theme';
import { style } from '@vanilla-extract/css';

/** The column every dynamics page sits in: readable cards, never wider than a feed should be. */
export const page = style({
  display: 'grid',
  gap: vars.space.large,
  width: '100%',
  maxWidth: '680px',
  marginInline: 'auto',
  '@media': { [media.wide]: { gap: vars.space.xlarge } },
});

export const header = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-end',
  justifyContent: 'space-between',
  gap: vars.space.medium,
});

export const heading = style({
  display: 'grid',
  flex: '1 1 18em',
  gap: vars.space.xxsmall,
  minWidth: 0,
});

export const title = style({
  fontSize: vars.fontSize.xxlarge,
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.tight,
  color: vars.color.text.primary,
});

export const intro = style({
  maxWidth: '34em',
  color: vars.color.text.secondary,
  fontSize: vars.fontSize.medium,
  textWrap: 'pretty',
});

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.small,
  marginLeft: 'auto',
});

export const list = style({ display: 'grid', gap: vars.space.medium, listStyle: 'none' });

export const tabPanel = style({ paddingTop: vars.space.medium });

/** A quiet surface for states (loading, failed, empty) and for the forms. */
export const panel = style({
  display: 'grid',
  justifyItems: 'center',
  gap: vars.space.medium,
  padding: vars.space.xlarge,
  borderRadius: vars.radius.xlarge,
  border: `1px solid ${vars.color.border.subtle}`,
  background: vars.color.background.surface,
  color: vars.color.text.secondary,
  textAlign: 'center',
});

export const more = style({
  display: 'grid',
  justifyItems: 'center',
  gap: vars.space.small,
  padding: `${vars.space.small} 0 ${vars.space.large}`,
  color: vars.color.text.secondary,
  fontSize: vars.fontSize.small,
});

export const back = style({ justifySelf: 'start' });

/** Names a part of the page for screen readers (the heading outline) without showing it. */
export const visuallyHidden = style({
  position: 'absolute',
  width: '1px',
  height: '1px',
  margin: '-1px',
  padding: 0,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
  border: 0,
});
