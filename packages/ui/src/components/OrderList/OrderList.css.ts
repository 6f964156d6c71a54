import { style } from '@vanilla-extract/css';
import { visuallyHidden } from '../../private/VisuallyHidden/VisuallyHidden.css';
import { vars } from '../../theme/contract.css';
import { textStyle } from '../../theme/typography.css';

export const root = style({ display: 'grid', gap: vars.space.medium, minWidth: 0 });

export const title = style([textStyle.subheading, { color: vars.color.text.primary }]);
export const hiddenTitle = visuallyHidden;

export const loading = style({
  display: 'flex',
  justifyContent: 'center',
  padding: vars.space.xxxlarge,
  color: vars.color.accent.text,
});

export const list = style({
  display: 'grid',
  gap: vars.space.medium,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const item = style({ minWidth: 0 });

export const card = style({
  display: 'grid',
  gap: vars.space.medium,
  padding: vars.space.large,
  borderRadius: vars.radius.xlarge,
  border: `1px solid ${vars.color.border.subtle}`,
  background: vars.color.background.surface,
  boxShadow: vars.shadow.small,
});

export const header = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.small,
});

export const time = style([
  textStyle.caption,
  { color: vars.color.text.secondary, fontVariantNumeric: 'tabular-nums' },
]);

export const goods = style({ display: 'flex', alignItems: 'center', gap: vars.space.medium });

export const picture = style({
  flexShrink: 0,
  width: '64px',
  height: '64px',
  borderRadius: vars.radius.large,
  objectFit: 'cover',
  background: vars.color.background.sunken,
});

export const goodsText = style({ display: 'grid', gap: vars.space.xxsmall, flex: 1, minWidth: 0 });

export const name = style([
  textStyle.bodyStrong,
  {
    lineHeight: vars.lineHeight.snug,
    color: vars.color.text.primary,
    display: '-webkit-box',
    WebkitLineClamp: 2,
    WebkitBoxOrient: 'vertical',
    overflow: 'hidden',
  },
]);

export const quantity = style([
  textStyle.small,
  { color: vars.color.text.secondary, fontVariantNumeric: 'tabular-nums' },
]);

export const total = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xsmall,
  flexShrink: 0,
  color: vars.color.gold.text,
  fontWeight: vars.fontWeight.bold,
  fontVariantNumeric: 'tabular-nums',
  whiteSpace: 'nowrap',
});

export const person = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.small,
  minWidth: 0,
});

export const personLabel = style([textStyle.small, { color: vars.color.text.secondary }]);

export const personName = style([
  textStyle.small,
  {
    fontWeight: vars.fontWeight.semibold,
    color: vars.color.text.primary,
    overflow: 'hidden',
    textOverflow: 'ellipsis',
    whiteSpace: 'nowrap',
  },
]);

export const address = style([
  textStyle.small,
  {
    display: 'flex',
    alignItems: 'flex-start',
    gap: vars.space.small,
    padding: vars.space.medium,
    borderRadius: vars.radius.large,
    background: vars.color.background.sunken,
    color: vars.color.text.secondary,
    fontStyle: 'normal',
  },
]);

export const addressIcon = style({
  flexShrink: 0,
  marginTop: '0.15em',
  fontSize: vars.size.iconSmall,
  color: vars.color.accent.text,
});

export const addressText = style({ display: 'grid', gap: vars.space.xxsmall, minWidth: 0 });

export const receiver = style({
  color: vars.color.text.primary,
  fontWeight: vars.fontWeight.semibold,
});

export const message = style([
  textStyle.small,
  {
    display: 'flex',
    alignItems: 'flex-start',
    gap: vars.space.small,
    color: vars.color.text.secondary,
    overflowWrap: 'anywhere',
  },
]);

export const messageIcon = style({
  flexShrink: 0,
  marginTop: '0.15em',
  fontSize: vars.size.iconSmall,
});
