import { keyframes, style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css';

const goldEdge = `1px solid color-mix(in srgb, ${vars.color.gold.border} 55%, transparent)`;

export const root = recipe({
  base: { minWidth: 0 },
  variants: {
    variant: {
      compact: {
        display: 'flex',
        alignItems: 'center',
        gap: vars.space.small,
        padding: `${vars.space.xsmall} ${vars.space.xsmall} ${vars.space.xsmall} ${vars.space.small}`,
        borderRadius: vars.radius.full,
        background: vars.color.gold.soft,
        border: goldEdge,
      },
      card: {
        // The card lays itself out by its own width (a side panel or a page), not the screen's.
        containerType: 'inline-size',
        padding: vars.space.xlarge,
        borderRadius: vars.radius.xlarge,
        background: `radial-gradient(140% 120% at 100% 0%, ${vars.color.gold.soft} 0%, ${vars.color.background.surface} 55%)`,
        border: goldEdge,
        boxShadow: vars.shadow.medium,
      },
    },
  },
});

/** Narrow card: coin and figures, then a full-width button. From 380 px: all in one row. */
export const cardLayout = style({
  display: 'grid',
  gridTemplateColumns: 'auto 1fr',
  alignItems: 'center',
  columnGap: vars.space.large,
  rowGap: vars.space.large,
  '@container': {
    '(min-width: 380px)': { gridTemplateColumns: 'auto 1fr auto' },
  },
});

export const cardAction = style({
  gridColumn: '1 / -1',
  '@container': { '(min-width: 380px)': { gridColumn: 'auto' } },
});

export const coin = recipe({
  base: { flexShrink: 0, display: 'inline-flex' },
  variants: {
    variant: {
      compact: { fontSize: vars.size.iconMedium },
      card: {
        fontSize: '56px',
        filter: `drop-shadow(0 6px 10px color-mix(in srgb, ${vars.color.gold.solid} 45%, transparent))`,
      },
    },
  },
});

export const text = style({ display: 'flex', flexDirection: 'column', minWidth: 0, flex: 1 });

export const label = recipe({
  base: {
    color: vars.color.text.secondary,
    whiteSpace: 'nowrap',
    overflow: 'hidden',
    textOverflow: 'ellipsis',
  },
  variants: {
    variant: {
      compact: { order: 1, fontSize: vars.fontSize.xsmall, lineHeight: vars.lineHeight.snug },
      card: { fontSize: vars.fontSize.small, fontWeight: vars.fontWeight.semibold },
    },
  },
});

export const amount = recipe({
  base: {
    color: vars.color.text.primary,
    fontWeight: vars.fontWeight.bold,
    fontVariantNumeric: 'tabular-nums',
    whiteSpace: 'nowrap',
  },
  variants: {
    variant: {
      compact: { fontSize: vars.fontSize.medium, lineHeight: vars.lineHeight.tight },
      card: { fontSize: vars.fontSize.xxxlarge, lineHeight: vars.lineHeight.tight },
    },
  },
});

export const hint = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.xsmall,
  marginTop: vars.space.xsmall,
  color: vars.color.gold.text,
  fontSize: vars.fontSize.small,
  fontWeight: vars.fontWeight.medium,
});

export const hintIcon = style({ flexShrink: 0, marginTop: '0.2em' });

const shimmer = keyframes({
  from: { backgroundPosition: '100% 0' },
  to: { backgroundPosition: '-100% 0' },
});

export const skeleton = recipe({
  base: {
    display: 'block',
    borderRadius: vars.radius.small,
    background: `linear-gradient(90deg, ${vars.color.background.sunken} 25%, ${vars.color.gold.soft} 50%, ${vars.color.background.sunken} 75%)`,
    backgroundSize: '200% 100%',
    animation: `${shimmer} 1.4s ease-in-out infinite`,
  },
  variants: {
    variant: {
      compact: { width: '48px', height: '18px' },
      card: { width: '140px', height: '36px', marginTop: vars.space.xxsmall },
    },
  },
});
