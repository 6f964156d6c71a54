import { globalStyle, style } from '@vanilla-extract/css';
import { rovingItem } from '../../private/rovingList/rovingItem.css';
import { vars } from '../../theme/contract.css';
import { media } from '../../theme/tokens';

// The list's column and spinner: the list pages' (private/listSection.css.ts).
export { list, loading } from '../../private/listSection.css';

export const root = style({ minWidth: 0, color: vars.color.text.primary });

/** List and request side by side from 768 px, as in the reports' tab; below, one at a time. */
export const workspace = style({
  display: 'grid',
  gap: vars.space.xlarge,
  alignItems: 'start',
  '@media': {
    [media.wide]: { gridTemplateColumns: 'minmax(240px, 340px) minmax(0, 1fr)' },
  },
});

export const listColumn = style({
  minWidth: 0,
  '@media': {
    [media.narrow]: { selectors: { [`${workspace}[data-view="case"] &`]: { display: 'none' } } },
  },
});

export const caseColumn = style({
  display: 'grid',
  gap: vars.space.medium,
  minWidth: 0,
  '@media': {
    [media.narrow]: { selectors: { [`${workspace}[data-view="list"] &`]: { display: 'none' } } },
  },
});

/** The way back to the list, on a phone only. */
export const back = style({
  justifySelf: 'start',
  '@media': { [media.wide]: { display: 'none' } },
});

export const pick = style({
  border: `1px dashed ${vars.color.border.strong}`,
  borderRadius: vars.radius.xlarge,
});

/** A request; the open one is outlined in the accent with a bar at its start (as a report). */
export const item = style([
  rovingItem,
  {
    display: 'grid',
    gridTemplateColumns: 'auto minmax(0, 1fr) auto',
    alignItems: 'center',
    gap: vars.space.medium,
  },
]);

export const itemText = style({ display: 'grid', gap: vars.space.xxsmall, minWidth: 0 });

export const itemName = style({
  fontSize: vars.fontSize.medium,
  fontWeight: vars.fontWeight.semibold,
  overflowWrap: 'anywhere',
});

export const itemAccount = style({
  fontSize: vars.fontSize.small,
  color: vars.color.text.secondary,
  fontVariantNumeric: 'tabular-nums',
});

export const waited = style({
  alignSelf: 'start',
  fontSize: vars.fontSize.xsmall,
  color: vars.color.text.secondary,
  fontVariantNumeric: 'tabular-nums',
  whiteSpace: 'nowrap',
});

/** The request; its own width decides whether the selfie and the photos sit side by side. */
export const caseRoot = style({
  display: 'grid',
  gap: vars.space.xlarge,
  minWidth: 0,
  containerType: 'inline-size',
});

export const caseHeader = style({ display: 'grid', gap: vars.space.xsmall });

export const caseTitle = style({
  fontSize: vars.fontSize.xlarge,
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.tight,
  overflowWrap: 'anywhere',
  outline: 'none',
});

export const meta = style({
  fontSize: vars.fontSize.small,
  color: vars.color.text.secondary,
  fontVariantNumeric: 'tabular-nums',
});

export const compare = style({
  display: 'grid',
  gap: vars.space.xlarge,
  '@container': {
    '(min-width: 560px)': { gridTemplateColumns: 'minmax(0, 360px) minmax(0, 1fr)' },
  },
});

export const beside = style({ display: 'grid', gap: vars.space.xlarge, alignContent: 'start' });

export const section = style({ display: 'grid', gap: vars.space.small, minWidth: 0 });

export const sectionTitle = style({
  fontSize: vars.fontSize.small,
  fontWeight: vars.fontWeight.semibold,
  color: vars.color.text.secondary,
  textTransform: 'uppercase',
  letterSpacing: '0.04em',
});

/** The selfie, whole (contained), in a phone-shaped frame: 360 by 480 px beside the photos. */
export const selfie = style({
  display: 'block',
  aspectRatio: '3 / 4',
  overflow: 'hidden',
  borderRadius: vars.radius.large,
  background: vars.color.background.inverse,
  selectors: { '&:focus-visible': { outline: 'none', boxShadow: vars.shadow.focus } },
});

export const selfieImage = style({
  display: 'block',
  width: '100%',
  height: '100%',
  objectFit: 'contain',
});

export const photos = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(96px, 1fr))',
  gap: vars.space.small,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const photo = style({
  display: 'block',
  aspectRatio: '1',
  overflow: 'hidden',
  borderRadius: vars.radius.medium,
  border: `1px solid ${vars.color.border.subtle}`,
  background: vars.color.background.sunken,
  selectors: { '&:focus-visible': { outline: 'none', boxShadow: vars.shadow.focus } },
});

export const none = style({ fontSize: vars.fontSize.small, color: vars.color.text.secondary });

export const form = style({
  display: 'grid',
  gap: vars.space.large,
  padding: vars.space.large,
  borderRadius: vars.radius.xlarge,
  border: `1px solid ${vars.color.border.subtle}`,
  background: vars.color.background.surface,
});

export const field = style({ display: 'grid', gap: vars.space.small });

export const label = style({
  fontSize: vars.fontSize.small,
  fontWeight: vars.fontWeight.semibold,
  color: vars.color.text.primary,
});

export const error = style({
  color: vars.color.danger.text,
  fontSize: vars.fontSize.small,
  fontWeight: vars.fontWeight.medium,
});

export const decisionButtons = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.small });

globalStyle(`${photo} img`, {
  display: 'block',
  width: '100%',
  height: '100%',
  objectFit: 'cover',
});
