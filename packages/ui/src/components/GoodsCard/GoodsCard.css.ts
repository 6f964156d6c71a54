import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { textStyle } from '../../theme/typography.css';

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  minWidth: 0,
  overflow: 'hidden',
  borderRadius: vars.radius.xlarge,
  border: `1px solid ${vars.color.border.subtle}`,
  background: vars.color.background.surface,
  boxShadow: vars.shadow.small,
  transitionProperty: 'box-shadow, transform',
  transitionDuration: vars.motion.duration.medium,
  transitionTimingFunction: vars.motion.easing.standard,
  selectors: {
    '&:hover': { boxShadow: vars.shadow.medium, transform: 'translateY(-2px)' },
    '&[data-sold-out="true"]:hover': { boxShadow: vars.shadow.small, transform: 'none' },
  },
});

export const picture = style({
  position: 'relative',
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  aspectRatio: '1',
  background: vars.color.background.sunken,
  color: vars.color.text.placeholder,
  overflow: 'hidden',
});

export const image = style({
  width: '100%',
  height: '100%',
  objectFit: 'cover',
  selectors: { [`${root}[data-sold-out="true"] &`]: { filter: 'grayscale(1)', opacity: 0.55 } },
});

export const placeholder = style({ fontSize: '48px' });

const tag = style({
  position: 'absolute',
  padding: `${vars.space.xxsmall} ${vars.space.small}`,
  borderRadius: vars.radius.full,
  fontSize: vars.fontSize.xsmall,
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.snug,
  whiteSpace: 'nowrap',
});

export const soldOutTag = style([
  tag,
  {
    inset: 0,
    margin: 'auto',
    width: 'fit-content',
    height: 'fit-content',
    padding: `${vars.space.xsmall} ${vars.space.medium}`,
    background: vars.color.background.inverse,
    color: vars.color.text.inverse,
    fontSize: vars.fontSize.small,
  },
]);

export const lowTag = style([
  tag,
  {
    top: vars.space.small,
    insetInlineStart: vars.space.small,
    background: vars.color.danger.solid,
    color: vars.color.danger.onSolid,
  },
]);

export const body = style({
  display: 'flex',
  flexDirection: 'column',
  flex: 1,
  gap: vars.space.xsmall,
  padding: vars.space.medium,
});

const clamp = (lines: number) => ({
  display: '-webkit-box',
  WebkitLineClamp: lines,
  WebkitBoxOrient: 'vertical' as const,
  overflow: 'hidden',
});

export const name = style([
  textStyle.bodyStrong,
  { lineHeight: vars.lineHeight.snug, color: vars.color.text.primary, ...clamp(2) },
]);

export const description = style([
  textStyle.small,
  { color: vars.color.text.secondary, ...clamp(2) },
]);

export const footer = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.small,
  marginTop: 'auto',
  paddingTop: vars.space.small,
});

export const price = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xsmall,
  color: vars.color.gold.text,
  fontSize: vars.fontSize.medium,
  fontWeight: vars.fontWeight.bold,
  fontVariantNumeric: 'tabular-nums',
  whiteSpace: 'nowrap',
});

export const coin = style({ fontSize: vars.size.iconMedium });
