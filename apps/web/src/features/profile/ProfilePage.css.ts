import { media, vars } from '@heartline/ui/theme';
import { style } from '@vanilla-extract/css';

export const page = style({
  display: 'grid',
  gap: vars.space.large,
  '@media': { [media.wide]: { gap: vars.space.xlarge } },
});

/** A card holding one part of the profile (the album, the dynamics). */
export const section = style({
  display: 'grid',
  gap: vars.space.large,
  padding: vars.space.large,
  borderRadius: vars.radius.xlarge,
  border: `1px solid ${vars.color.border.subtle}`,
  background: vars.color.background.surface,
  boxShadow: vars.shadow.small,
  '@media': { [media.wide]: { padding: vars.space.xlarge } },
});

export const sectionHead = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.small,
});

export const sectionTitle = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.small,
  marginRight: 'auto',
  fontSize: vars.fontSize.large,
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.tight,
  color: vars.color.text.primary,
});

export const headLink = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xxsmall,
  minHeight: vars.size.controlSmall,
  padding: `0 ${vars.space.small}`,
  borderRadius: vars.radius.medium,
  color: vars.color.text.link,
  fontSize: vars.fontSize.small,
  fontWeight: vars.fontWeight.semibold,
  textDecoration: 'none',
  selectors: {
    '&:hover': { background: vars.color.accent.soft },
    '&:focus-visible': { outline: 'none', boxShadow: vars.shadow.focus },
  },
});

export const status = style({
  display: 'grid',
  justifyItems: 'center',
  alignContent: 'center',
  gap: vars.space.medium,
  minHeight: '160px',
  padding: vars.space.xlarge,
  color: vars.color.text.secondary,
  textAlign: 'center',
});

export const pageStatus = style([status, { minHeight: '50vh' }]);

export const more = style({ justifySelf: 'center' });

export const dynamicList = style({
  display: 'grid',
  gap: vars.space.large,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

/** My own profile: the way to my album, dynamics, followers and follows. */
export const ownLinks = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(150px, 1fr))',
  gap: vars.space.small,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const ownLink = style({
  display: 'grid',
  gridTemplateColumns: 'auto minmax(0, 1fr)',
  alignItems: 'center',
  alignContent: 'center',
  columnGap: vars.space.medium,
  rowGap: vars.space.xxsmall,
  height: '100%',
  padding: vars.space.medium,
  borderRadius: vars.radius.large,
  border: `1px solid ${vars.color.border.subtle}`,
  background: vars.color.background.surface,
  boxShadow: vars.shadow.small,
  color: vars.color.text.primary,
  textDecoration: 'none',
  transitionProperty: 'background, border-color',
  transitionDuration: vars.motion.duration.fast,
  selectors: {
    '&:hover': { background: vars.color.background.sunken },
    '&:focus-visible': { outline: 'none', boxShadow: vars.shadow.focus },
  },
});

export const ownLinkIcon = style({
  gridRow: 'span 2',
  display: 'grid',
  placeItems: 'center',
  width: vars.size.controlMedium,
  height: vars.size.controlMedium,
  borderRadius: vars.radius.medium,
  background: vars.color.accent.soft,
  color: vars.color.accent.text,
  fontSize: vars.size.iconMedium,
});

export const ownLinkName = style({
  overflowWrap: 'anywhere',
  lineHeight: vars.lineHeight.snug,
  fontWeight: vars.fontWeight.semibold,
  fontSize: vars.fontSize.medium,
});

export const ownLinkHint = style({
  color: vars.color.text.secondary,
  fontSize: vars.fontSize.xsmall,
  lineHeight: vars.lineHeight.snug,
});
