import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { bubble } from './ChatBubble.css';

const peerBubble = bubble.classNames.variants.side.peer;

export const text = style({ display: 'flex', flexDirection: 'column' });

export const translation = style({
  display: 'flex',
  gap: vars.space.xsmall,
  margin: `${vars.space.xsmall} 0 0`,
  paddingTop: vars.space.xsmall,
  borderTop: '1px solid color-mix(in srgb, currentColor 28%, transparent)',
  fontSize: vars.fontSize.small,
  lineHeight: vars.lineHeight.snug,
  selectors: {
    [`${peerBubble} &`]: { color: vars.color.text.secondary },
  },
});

export const translationIcon = style({ flexShrink: 0, marginTop: '0.15em' });

export const cardText = style({ display: 'flex', flexDirection: 'column', minWidth: 0 });
export const cardCaption = style({
  fontSize: vars.fontSize.xsmall,
  color: vars.color.text.secondary,
});
export const cardTitle = style({
  fontWeight: vars.fontWeight.semibold,
  lineHeight: vars.lineHeight.snug,
  overflowWrap: 'anywhere',
});

export const gift = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.medium,
  width: '224px',
  maxWidth: '100%',
  padding: vars.space.medium,
  borderRadius: 'inherit',
  border: `1px solid color-mix(in srgb, ${vars.color.gold.border} 60%, transparent)`,
  background: `linear-gradient(135deg, ${vars.color.gold.soft} 0%, ${vars.color.background.surface} 100%)`,
  color: vars.color.text.primary,
});

export const giftIcon = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  flexShrink: 0,
  width: '48px',
  height: '48px',
  fontSize: '30px',
  color: vars.color.gold.text,
});

export const giftQuantity = style({
  color: vars.color.gold.text,
  fontSize: vars.fontSize.small,
  fontWeight: vars.fontWeight.bold,
  fontVariantNumeric: 'tabular-nums',
});

export const redPacket = style({
  display: 'flex',
  flexDirection: 'column',
  width: '224px',
  maxWidth: '100%',
  padding: 0,
  border: 0,
  borderRadius: 'inherit',
  textAlign: 'start',
  background: `linear-gradient(135deg, ${vars.color.danger.solid} 0%, ${vars.color.accent.solid} 100%)`,
  color: vars.color.danger.onSolid,
  cursor: 'pointer',
  selectors: { '&:hover': { filter: 'brightness(1.05)' } },
});

export const redPacketBody = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.medium,
  padding: vars.space.medium,
});

export const redPacketIcon = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  flexShrink: 0,
  width: '44px',
  height: '44px',
  borderRadius: vars.radius.medium,
  background: vars.gradient.gold,
  color: vars.color.gold.onSolid,
  fontSize: vars.size.iconLarge,
  boxShadow: vars.shadow.small,
});

export const redPacketAmount = style({
  fontSize: vars.fontSize.small,
  fontVariantNumeric: 'tabular-nums',
});

export const redPacketFooter = style({
  padding: `${vars.space.xsmall} ${vars.space.medium}`,
  background: vars.color.danger.solidActive,
  fontSize: vars.fontSize.xsmall,
});
