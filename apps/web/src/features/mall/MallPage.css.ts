import { media, textStyle, vars } from '@heartline/ui/theme';
import { style } from '@vanilla-extract/css';

export const page = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space.xlarge,
  width: '100%',
  minWidth: 0,
  paddingBottom: vars.space.xxlarge,
});

/** The title and intro, with the page's other door at the end (under them on a phone). */
export const header = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-end',
  justifyContent: 'space-between',
  gap: vars.space.medium,
});

export const heading = style({ display: 'grid', gap: vars.space.xsmall, flex: '1 1 320px' });

export const title = style({
  fontSize: vars.fontSize.xxlarge,
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.tight,
  color: vars.color.text.primary,
});

export const intro = style([textStyle.body, { color: vars.color.text.secondary }]);

/** Goods two abreast on a phone, three or more on wide screens. */
export const goods = style({
  display: 'grid',
  gap: vars.space.medium,
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  listStyle: 'none',
  margin: 0,
  padding: 0,
  '@media': {
    [media.wide]: {
      gap: vars.space.large,
      gridTemplateColumns: 'repeat(auto-fill, minmax(200px, 1fr))',
    },
  },
});

export const goodsItem = style({ display: 'grid', minWidth: 0 });

export const more = style({
  display: 'grid',
  placeItems: 'center',
  paddingBlock: vars.space.large,
});

export const end = style([textStyle.small, { color: vars.color.text.secondary }]);

export const centred = style({
  display: 'grid',
  placeItems: 'center',
  padding: vars.space.xxlarge,
});

/** /order: the item and its total beside the address form on wide screens. */
export const checkout = style({
  display: 'grid',
  gap: vars.space.xlarge,
  alignItems: 'start',
  gridTemplateColumns: '1fr',
  '@media': { [media.wide]: { gridTemplateColumns: 'minmax(240px, 300px) minmax(0, 1fr)' } },
});

export const card = style({
  display: 'grid',
  gap: vars.space.large,
  padding: vars.space.large,
  borderRadius: vars.radius.xlarge,
  border: `1px solid ${vars.color.border.subtle}`,
  background: vars.color.background.surface,
  boxShadow: vars.shadow.small,
  minWidth: 0,
  '@media': { [media.wide]: { padding: vars.space.xlarge } },
});

export const cardTitle = style([textStyle.subheading, { color: vars.color.text.primary }]);

export const item = style({
  display: 'grid',
  gridTemplateColumns: '88px 1fr',
  gap: vars.space.medium,
  alignItems: 'center',
  '@media': { [media.wide]: { gridTemplateColumns: '1fr' } },
});

export const itemImage = style({
  width: '100%',
  aspectRatio: '1',
  objectFit: 'cover',
  borderRadius: vars.radius.large,
  background: vars.color.background.sunken,
});

export const itemText = style({ display: 'grid', gap: vars.space.xsmall, minWidth: 0 });
export const itemName = style([textStyle.bodyStrong, { color: vars.color.text.primary }]);
export const itemDetail = style([textStyle.small, { color: vars.color.text.secondary }]);

/** One line of the summary: its label at the start, its figure at the end. */
export const line = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.medium,
});

export const lineLabel = style([textStyle.body, { color: vars.color.text.secondary }]);
export const lineValue = style([
  textStyle.bodyStrong,
  {
    display: 'inline-flex',
    alignItems: 'center',
    gap: vars.space.xsmall,
    color: vars.color.text.primary,
    fontVariantNumeric: 'tabular-nums',
  },
]);

export const total = style({
  fontSize: vars.fontSize.xlarge,
  fontWeight: vars.fontWeight.bold,
  color: vars.color.gold.text,
});

export const stepper = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.small,
});

export const quantity = style([
  textStyle.bodyStrong,
  { minWidth: '2.5ch', textAlign: 'center', fontVariantNumeric: 'tabular-nums' },
]);

export const shortfall = style([
  textStyle.small,
  {
    display: 'grid',
    gap: vars.space.small,
    justifyItems: 'start',
    padding: vars.space.medium,
    borderRadius: vars.radius.large,
    background: vars.color.gold.soft,
    color: vars.color.gold.text,
  },
]);

/** Said to screen readers only (the tab already shows the category's name). */
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

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'center',
  gap: vars.space.small,
});
