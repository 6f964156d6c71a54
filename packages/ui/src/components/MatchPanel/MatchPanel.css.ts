import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css';
import { media } from '../../theme/tokens';

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space.large,
  minWidth: 0,
  padding: `${vars.space.xxlarge} ${vars.space.large}`,
  background: vars.gradient.glow,
  border: `1px solid ${vars.color.border.subtle}`,
  borderRadius: vars.radius.xlarge,
  boxShadow: vars.shadow.small,
  color: vars.color.text.primary,
  textAlign: 'center',
});

export const emblem = recipe({
  base: {
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'center',
    width: '112px',
    height: '112px',
    borderRadius: vars.radius.full,
    fontSize: '48px',
  },
  variants: {
    tone: {
      brand: {
        background: vars.gradient.brand,
        color: vars.color.accent.onSolid,
        boxShadow: `0 0 0 12px ${vars.color.accent.soft}, 0 16px 32px -12px ${vars.color.accent.solid}`,
      },
      muted: {
        background: vars.color.background.sunken,
        color: vars.color.text.secondary,
        boxShadow: `0 0 0 12px color-mix(in srgb, ${vars.color.background.sunken} 50%, transparent)`,
      },
    },
  },
});

export const heading = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xsmall,
  maxWidth: '44ch',
});

export const title = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.small,
  margin: 0,
  fontSize: vars.fontSize.xxlarge,
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.tight,
  textWrap: 'balance',
});

export const titleIcon = style({ color: vars.color.gold.text });

export const description = style({
  margin: 0,
  color: vars.color.text.secondary,
  fontSize: vars.fontSize.medium,
  lineHeight: vars.lineHeight.normal,
  textWrap: 'pretty',
});

export const card = style({ width: '100%', maxWidth: '300px', textAlign: 'initial' });

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'center',
  gap: vars.space.medium,
  width: '100%',
});

export const mainButton = style({
  minWidth: '220px',
  '@media': { [media.narrow]: { width: '100%' } },
});

export const remaining = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space.xsmall,
  margin: 0,
  color: vars.color.text.secondary,
  fontSize: vars.fontSize.small,
  fontVariantNumeric: 'tabular-nums',
});

export const dots = style({ display: 'flex', gap: vars.space.xsmall });

export const dot = style({
  width: '8px',
  height: '8px',
  borderRadius: vars.radius.full,
  background: vars.color.accent.solid,
  selectors: { '&[data-used]': { background: vars.color.border.strong } },
});
