import { media, textStyle, vars } from '@heartline/ui/theme';
import { style, styleVariants } from '@vanilla-extract/css';

export const page = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space.xlarge,
  width: '100%',
  minWidth: 0,
  paddingBottom: vars.space.xxlarge,
});

export const header = style({ display: 'grid', gap: vars.space.xsmall });

export const title = style({
  fontSize: vars.fontSize.xxlarge,
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.tight,
  color: vars.color.text.primary,
});

export const intro = style([textStyle.body, { color: vars.color.text.secondary }]);

export const summarySection = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space.medium,
  minWidth: 0,
});

/** The balances side by side on wide screens, one under the other on a phone. */
export const summary = style({
  display: 'grid',
  gap: vars.space.medium,
  gridTemplateColumns: '1fr',
  '@media': { [media.wide]: { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' } },
});

/** A balance: its icon, figures and action in a row on a phone; the action under them when wide. */
export const tile = style({
  display: 'grid',
  gridTemplateColumns: 'auto minmax(0, 1fr) auto',
  alignItems: 'center',
  columnGap: vars.space.medium,
  rowGap: vars.space.small,
  padding: vars.space.large,
  borderRadius: vars.radius.xlarge,
  border: `1px solid ${vars.color.border.subtle}`,
  background: vars.color.background.surface,
  boxShadow: vars.shadow.small,
  minWidth: 0,
  '@media': { [media.wide]: { gridTemplateColumns: 'auto minmax(0, 1fr)' } },
});

export const tileIcon = styleVariants({
  accent: { background: vars.color.accent.soft, color: vars.color.accent.text },
  gold: { background: vars.color.gold.soft, color: vars.color.gold.text },
  plum: { background: vars.color.plum.soft, color: vars.color.plum.text },
});

export const tileIconBase = style({
  display: 'grid',
  placeItems: 'center',
  width: '44px',
  height: '44px',
  borderRadius: vars.radius.full,
  fontSize: '22px',
});

export const tileText = style({ display: 'grid', gap: vars.space.xxsmall, minWidth: 0 });
export const tileLabel = style([textStyle.small, { color: vars.color.text.secondary }]);
export const tileValue = style({
  fontSize: vars.fontSize.xlarge,
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.tight,
  color: vars.color.text.primary,
  fontVariantNumeric: 'tabular-nums',
});
export const tileDetail = style([textStyle.caption, { color: vars.color.text.secondary }]);
export const tileAction = style({
  '@media': { [media.wide]: { gridColumn: '1 / -1', justifySelf: 'start' } },
});

/** The mall's two doors under the balances. */
export const links = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.small });

/** A tab's content: its intro, its packages, what goes with them. */
export const panel = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space.xlarge,
  minWidth: 0,
});

export const panelIntro = style([
  textStyle.body,
  {
    color: vars.color.text.secondary,
    padding: vars.space.large,
    borderRadius: vars.radius.large,
    background: vars.color.background.sunken,
  },
]);

export const centred = style({
  display: 'grid',
  placeItems: 'center',
  padding: vars.space.xxlarge,
});

export const banner = style([
  textStyle.bodyStrong,
  {
    display: 'flex',
    alignItems: 'center',
    gap: vars.space.medium,
    padding: vars.space.large,
    borderRadius: vars.radius.large,
    background: vars.color.gold.soft,
    color: vars.color.gold.text,
  },
]);
