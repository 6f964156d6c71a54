import { globalStyle, keyframes, style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { textStyle } from '../../theme/typography.css';

export const root = style({
  display: 'grid',
  gap: vars.space.medium,
  minWidth: 0,
  padding: vars.space.large,
  borderRadius: vars.radius.xlarge,
  border: `1px solid ${vars.color.border.subtle}`,
  background: vars.color.background.surface,
  boxShadow: vars.shadow.small,
});

export const header = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-end',
  justifyContent: 'space-between',
  gap: vars.space.medium,
});

export const title = style([textStyle.subheading, { color: vars.color.text.primary }]);

export const filter = style({ flex: '0 1 220px', minWidth: '160px' });

export const list = style({ margin: 0, padding: 0, listStyle: 'none' });

export const item = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.medium,
  padding: `${vars.space.medium} 0`,
  borderTop: `1px solid ${vars.color.border.subtle}`,
  selectors: { '&:first-child': { borderTop: 'none' } },
});

const iconBase = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  flexShrink: 0,
  width: '40px',
  height: '40px',
  borderRadius: vars.radius.full,
  fontSize: vars.size.iconMedium,
});

export const icon = styleVariants({
  income: [iconBase, { background: vars.color.success.soft, color: vars.color.success.text }],
  expense: [
    iconBase,
    { background: vars.color.background.sunken, color: vars.color.text.secondary },
  ],
});

export const main = style({ display: 'grid', gap: vars.space.xxsmall, flex: 1, minWidth: 0 });

export const project = style([
  textStyle.bodyStrong,
  {
    lineHeight: vars.lineHeight.snug,
    overflow: 'hidden',
    display: '-webkit-box',
    WebkitLineClamp: 2,
    WebkitBoxOrient: 'vertical',
    overflowWrap: 'anywhere',
  },
]);

export const meta = style([
  textStyle.caption,
  {
    display: 'flex',
    flexWrap: 'wrap',
    columnGap: vars.space.small,
    color: vars.color.text.secondary,
    fontVariantNumeric: 'tabular-nums',
  },
]);

globalStyle(`${meta} > * + *::before`, { content: '·', marginInlineEnd: vars.space.small });

export const figures = style({
  display: 'grid',
  justifyItems: 'end',
  gap: vars.space.xxsmall,
  flexShrink: 0,
  textAlign: 'end',
});

const changeBase = style({
  fontSize: vars.fontSize.large,
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.tight,
  fontVariantNumeric: 'tabular-nums',
});

export const change = styleVariants({
  income: [changeBase, { color: vars.color.success.text }],
  expense: [changeBase, { color: vars.color.danger.text }],
});

export const balance = style([
  textStyle.caption,
  { color: vars.color.text.secondary, fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' },
]);

export const empty = style({ paddingBlock: vars.space.xlarge });

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

const shimmer = keyframes({
  from: { backgroundPosition: '100% 0' },
  to: { backgroundPosition: '-100% 0' },
});

const skeleton = style({
  display: 'block',
  background: `linear-gradient(90deg, ${vars.color.background.sunken} 25%, ${vars.color.border.subtle} 50%, ${vars.color.background.sunken} 75%)`,
  backgroundSize: '200% 100%',
  animation: `${shimmer} 1.4s ease-in-out infinite`,
});

export const skeletonIcon = style([
  skeleton,
  { width: '40px', height: '40px', flexShrink: 0, borderRadius: vars.radius.full },
]);

export const skeletonLine = style([
  skeleton,
  {
    height: '14px',
    borderRadius: vars.radius.small,
    selectors: {
      '&[data-width="wide"]': { width: '60%' },
      '&[data-width="narrow"]': { width: '35%' },
      '&[data-width="short"]': { width: '48px', height: '20px' },
    },
  },
]);
