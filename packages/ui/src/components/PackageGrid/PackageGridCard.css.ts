import { createVar, globalStyle, style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { textStyle } from '../../theme/typography.css';

const ringColor = createVar();

// The ring of the chosen card uses each tone's text colour: 3:1 against the page in both themes.
const tones = {
  accent: { ring: vars.color.accent.text, soft: vars.color.accent.soft },
  gold: { ring: vars.color.gold.text, soft: vars.color.gold.soft },
  plum: { ring: vars.color.plum.text, soft: vars.color.plum.soft },
};

const cardBase = style({
  position: 'relative',
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space.xxsmall,
  minWidth: 0,
  padding: `${vars.space.large} ${vars.space.medium}`,
  border: `1px solid ${vars.color.border.subtle}`,
  borderRadius: vars.radius.xlarge,
  background: vars.color.background.surface,
  boxShadow: vars.shadow.small,
  color: vars.color.text.primary,
  fontFamily: vars.font.body,
  textAlign: 'center',
  cursor: 'pointer',
  transitionProperty: 'transform, box-shadow, border-color, background',
  transitionDuration: vars.motion.duration.fast,
  transitionTimingFunction: vars.motion.easing.standard,
  selectors: {
    '&:hover': { borderColor: vars.color.border.strong, transform: 'translateY(-2px)' },
    '&:active': { transform: 'scale(0.98)' },
  },
});

export const card = styleVariants(tones, (tone) => [
  cardBase,
  {
    selectors: {
      '&[data-state="checked"]': {
        borderColor: 'transparent',
        background: `linear-gradient(180deg, ${tone.soft} 0%, ${vars.color.background.surface} 75%)`,
        boxShadow: `0 0 0 2px ${tone.ring}, ${vars.shadow.medium}`,
      },
    },
    vars: { [ringColor]: tone.ring },
  },
]);

export const checkmark = style({
  position: 'absolute',
  top: vars.space.small,
  insetInlineEnd: vars.space.small,
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '22px',
  height: '22px',
  borderRadius: vars.radius.full,
  background: ringColor,
  color: vars.color.background.surface,
  fontSize: '14px',
});

export const coinArt = style({
  fontSize: '40px',
  marginBottom: vars.space.xsmall,
  filter: `drop-shadow(0 4px 6px color-mix(in srgb, ${vars.color.gold.solid} 40%, transparent))`,
});

export const iconArt = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '40px',
  height: '40px',
  marginBottom: vars.space.xsmall,
  borderRadius: vars.radius.full,
  background: vars.color.accent.soft,
  color: vars.color.accent.text,
  fontSize: vars.size.iconLarge,
});

export const figure = style({
  fontSize: vars.fontSize.xxlarge,
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.tight,
  fontVariantNumeric: 'tabular-nums',
});

export const unit = style([textStyle.caption, { color: vars.color.text.secondary }]);

export const price = style({
  marginTop: vars.space.small,
  padding: `${vars.space.xxsmall} ${vars.space.medium}`,
  borderRadius: vars.radius.full,
  background: vars.color.background.sunken,
  fontSize: vars.fontSize.small,
  fontWeight: vars.fontWeight.semibold,
  fontVariantNumeric: 'tabular-nums',
});

export const customTitle = style([textStyle.bodyStrong, { marginBlock: 'auto' }]);

export const coinPrice = style([
  price,
  {
    display: 'inline-flex',
    alignItems: 'center',
    gap: vars.space.xsmall,
    color: vars.color.gold.text,
  },
]);

export const coinPriceLarge = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xsmall,
  marginTop: vars.space.small,
  fontSize: vars.fontSize.xlarge,
  fontWeight: vars.fontWeight.bold,
  fontVariantNumeric: 'tabular-nums',
});

export const vipHeader = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.small,
  alignSelf: 'stretch',
  paddingInlineEnd: vars.space.xlarge,
  textAlign: 'start',
});

export const crown = styleVariants({
  1: { background: vars.gradient.gold, color: vars.color.gold.onSolid },
  2: { background: vars.gradient.plum, color: vars.color.plum.onSolid },
});
globalStyle(`${crown[1]}, ${crown[2]}`, {
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  flexShrink: 0,
  width: '32px',
  height: '32px',
  borderRadius: vars.radius.full,
  fontSize: '18px',
});

export const vipName = style([textStyle.bodyStrong, { minWidth: 0 }]);

export const perMonth = style([textStyle.caption, { color: vars.color.text.secondary }]);

export const gifts = style({
  display: 'grid',
  gap: vars.space.xsmall,
  alignSelf: 'stretch',
  marginTop: vars.space.medium,
  paddingTop: vars.space.medium,
  borderTop: `1px dashed ${vars.color.border.strong}`,
  textAlign: 'start',
});

export const gift = style([
  textStyle.small,
  {
    display: 'flex',
    alignItems: 'flex-start',
    gap: vars.space.small,
    color: vars.color.text.secondary,
  },
]);

export const giftIcon = style({
  flexShrink: 0,
  marginTop: '0.15em',
  color: vars.color.accent.text,
});
