import { media, textStyle, vars } from '@heartline/ui/theme';
import { style } from '@vanilla-extract/css';

export const page = style({ display: 'grid', gap: vars.space.large, maxWidth: '760px' });

export const header = style({ display: 'grid', gap: vars.space.xsmall });

export const title = style({
  fontSize: vars.fontSize.xxlarge,
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.tight,
  color: vars.color.text.primary,
});

export const intro = style([textStyle.caption, { color: vars.color.text.secondary }]);

export const panel = style({
  minWidth: 0,
  padding: vars.space.medium,
  borderRadius: vars.radius.xlarge,
  border: `1px solid ${vars.color.border.subtle}`,
  background: vars.color.background.surface,
  boxShadow: vars.shadow.small,
  '@media': { [media.wide]: { padding: vars.space.large } },
});

export const badge = style({ marginInlineStart: vars.space.xsmall });

export const status = style({
  display: 'grid',
  placeItems: 'center',
  minHeight: '240px',
  color: vars.color.accent.text,
});

export const listArea = style({ display: 'grid', gap: vars.space.small });

export const list = style({ margin: 0, padding: 0, listStyle: 'none' });

export const item = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.medium,
  padding: `${vars.space.medium} 0`,
  borderTop: `1px solid ${vars.color.border.subtle}`,
  selectors: { '&:first-child': { borderTop: 'none' } },
});

export const giftPicture = style({
  display: 'grid',
  placeItems: 'center',
  flexShrink: 0,
  width: '52px',
  height: '52px',
  borderRadius: vars.radius.large,
  background: `linear-gradient(135deg, ${vars.color.accent.soft}, ${vars.color.gold.soft})`,
});

export const giftImage = style({
  width: '36px',
  height: '36px',
  objectFit: 'contain',
});

export const giftFallback = style({
  width: vars.size.iconLarge,
  height: vars.size.iconLarge,
  color: vars.color.accent.text,
});

export const main = style({ display: 'grid', gap: vars.space.xsmall, flex: 1, minWidth: 0 });

export const giftName = style([
  textStyle.bodyStrong,
  {
    display: 'flex',
    alignItems: 'baseline',
    gap: vars.space.small,
    minWidth: 0,
    color: vars.color.text.primary,
    overflowWrap: 'anywhere',
  },
]);

export const quantity = style({
  color: vars.color.accent.text,
  fontWeight: vars.fontWeight.bold,
  fontVariantNumeric: 'tabular-nums',
});

export const counterpart = style([
  textStyle.caption,
  {
    display: 'inline-flex',
    alignItems: 'center',
    gap: vars.space.xsmall,
    justifySelf: 'start',
    maxWidth: '100%',
    color: vars.color.text.secondary,
    textDecoration: 'none',
    borderRadius: vars.radius.full,
    selectors: { '&:hover': { color: vars.color.accent.text } },
  },
]);

export const counterpartName = style({
  minWidth: 0,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
});

export const figures = style({
  display: 'grid',
  justifyItems: 'end',
  gap: vars.space.xsmall,
  flexShrink: 0,
  textAlign: 'end',
});

export const coins = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xxsmall,
  fontWeight: vars.fontWeight.bold,
  color: vars.color.gold.text,
  fontVariantNumeric: 'tabular-nums',
  whiteSpace: 'nowrap',
});

export const coinIcon = style({ width: vars.size.iconSmall, height: vars.size.iconSmall });

export const time = style([
  textStyle.caption,
  { color: vars.color.text.secondary, fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' },
]);

export const more = style({
  display: 'flex',
  justifyContent: 'center',
  paddingTop: vars.space.small,
  color: vars.color.text.secondary,
});

export const end = style([
  textStyle.caption,
  {
    display: 'flex',
    alignItems: 'center',
    gap: vars.space.medium,
    width: '100%',
    color: vars.color.text.secondary,
    selectors: {
      '&::before, &::after': {
        content: '""',
        flex: 1,
        height: '1px',
        background: vars.color.border.subtle,
      },
    },
  },
]);
