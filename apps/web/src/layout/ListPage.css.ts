import { media, vars } from '@heartline/ui/theme';
import { style } from '@vanilla-extract/css';

export const page = style({
  display: 'grid',
  // One column that never grows past the screen (the tab rows scroll inside it).
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space.large,
  width: '100%',
  maxWidth: '880px',
  margin: '0 auto',
});

export const header = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-end',
  justifyContent: 'space-between',
  gap: vars.space.medium,
});

export const heading = style({ display: 'grid', gap: vars.space.xsmall, minWidth: 0 });

export const titleRow = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.small,
});

export const title = style({
  fontSize: vars.fontSize.xxlarge,
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.tight,
  color: vars.color.text.primary,
});

export const subtitle = style({
  maxWidth: '40em',
  color: vars.color.text.secondary,
  fontSize: vars.fontSize.medium,
});

export const aside = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.small,
});

/** Where an empty, failed or upgrade state sits: a surface, like the cards of a list. */
export const panel = style({
  display: 'grid',
  placeItems: 'center',
  padding: vars.space.large,
  borderRadius: vars.radius.xlarge,
  border: `1px solid ${vars.color.border.subtle}`,
  background: vars.color.background.surface,
  boxShadow: vars.shadow.small,
  '@media': { [media.wide]: { padding: vars.space.xlarge } },
});

export const list = style({
  display: 'grid',
  gap: vars.space.small,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const more = style({ justifySelf: 'center' });

export const loading = style({
  display: 'flex',
  justifyContent: 'center',
  padding: vars.space.xxlarge,
  color: vars.color.accent.text,
});

export const tabsBadge = style({ marginInlineStart: vars.space.xsmall });

export const section = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space.medium,
  minWidth: 0,
});

/** For screen readers only: the list's heading, between the page's h1 and the cards' h3. */
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
