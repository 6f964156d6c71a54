import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css';

export const root = style({
  minWidth: 0,
  borderRadius: vars.radius.large,
  background: vars.color.background.surface,
  border: `1px solid ${vars.color.border.subtle}`,
  selectors: {
    '&[data-unread]': { background: vars.gradient.glow, borderColor: vars.color.accent.soft },
  },
});

export const row = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.medium,
  width: '100%',
  padding: vars.space.medium,
  border: 'none',
  borderRadius: 'inherit',
  background: 'transparent',
  color: vars.color.text.primary,
  font: 'inherit',
  textAlign: 'start',
});

export const rowButton = style({
  cursor: 'pointer',
  selectors: {
    '&:hover': {
      background: `color-mix(in srgb, ${vars.color.background.sunken} 70%, transparent)`,
    },
  },
});

export const avatar = style({ position: 'relative', display: 'inline-flex', flexShrink: 0 });

export const anonymous = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: vars.size.avatarMedium,
  height: vars.size.avatarMedium,
  borderRadius: vars.radius.full,
  background: vars.gradient.plum,
  color: vars.color.plum.onSolid,
  fontSize: vars.size.iconMedium,
});

export const typeIcon = recipe({
  base: {
    position: 'absolute',
    right: '-4px',
    bottom: '-4px',
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'center',
    width: '20px',
    height: '20px',
    borderRadius: vars.radius.full,
    boxShadow: `0 0 0 2px ${vars.color.background.surface}`,
    fontSize: '12px',
  },
  variants: {
    type: {
      like: { background: vars.color.accent.solid, color: vars.color.accent.onSolid },
      comment: { background: vars.color.plum.solid, color: vars.color.plum.onSolid },
      reply: { background: vars.color.plum.solid, color: vars.color.plum.onSolid },
      follow: { background: vars.color.success.text, color: vars.color.background.surface },
      gift: { background: vars.gradient.gold, color: vars.color.gold.onSolid },
    },
  },
});

export const body = style({
  display: 'flex',
  flex: 1,
  flexDirection: 'column',
  gap: vars.space.xxsmall,
  minWidth: 0,
});

export const sentence = style({
  fontSize: vars.fontSize.medium,
  lineHeight: vars.lineHeight.snug,
  overflowWrap: 'anywhere',
});

export const name = style({ fontWeight: vars.fontWeight.bold });

export const gift = style({ color: vars.color.gold.text, fontWeight: vars.fontWeight.bold });

export const quote = style({
  display: '-webkit-box',
  WebkitBoxOrient: 'vertical',
  WebkitLineClamp: 2,
  overflow: 'hidden',
  paddingLeft: vars.space.small,
  borderLeft: `3px solid ${vars.color.border.strong}`,
  color: vars.color.text.secondary,
  fontSize: vars.fontSize.small,
  lineHeight: vars.lineHeight.snug,
});

export const hint = style({
  color: vars.color.plum.text,
  fontSize: vars.fontSize.xsmall,
  fontWeight: vars.fontWeight.semibold,
});

export const time = style({
  color: vars.color.text.secondary,
  fontSize: vars.fontSize.xsmall,
  fontVariantNumeric: 'tabular-nums',
});

export const preview = recipe({
  base: {
    flexShrink: 0,
    width: '52px',
    height: '52px',
    borderRadius: vars.radius.medium,
    objectFit: 'cover',
  },
  variants: {
    type: {
      photo: { background: vars.color.background.sunken },
      gift: { padding: vars.space.small, background: vars.color.gold.soft, objectFit: 'contain' },
    },
  },
});

export const dot = style({
  flexShrink: 0,
  alignSelf: 'center',
  width: '10px',
  height: '10px',
  borderRadius: vars.radius.full,
  background: vars.color.accent.solid,
  boxShadow: `0 0 0 3px ${vars.color.accent.soft}`,
});
