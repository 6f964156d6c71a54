import { keyframes, style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const grid = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(4, minmax(0, 1fr))',
  gap: vars.space.small,
});

/** A gift as a card; the chosen one glows in the accent. */
export const gift = style({
  display: 'grid',
  justifyItems: 'center',
  alignContent: 'start',
  gap: vars.space.xxsmall,
  minWidth: 0,
  padding: `${vars.space.medium} ${vars.space.xsmall} ${vars.space.small}`,
  borderRadius: vars.radius.large,
  border: `1px solid ${vars.color.border.subtle}`,
  background: vars.color.background.surface,
  color: vars.color.text.primary,
  cursor: 'pointer',
  transitionProperty: 'border-color, background, box-shadow, transform',
  transitionDuration: vars.motion.duration.fast,
  selectors: {
    '&:hover:not(:disabled)': { borderColor: vars.color.accent.text },
    '&:active:not(:disabled)': { transform: 'scale(0.97)' },
    '&[data-state="checked"]': {
      borderColor: vars.color.accent.solid,
      background: vars.color.accent.soft,
      boxShadow: `inset 0 0 0 1px ${vars.color.accent.solid}`,
    },
    '&:disabled': { cursor: 'not-allowed' },
  },
});

export const icon = style({
  width: '44px',
  height: '44px',
  marginBottom: vars.space.xxsmall,
  transition: `transform ${vars.motion.duration.medium} ${vars.motion.easing.spring}`,
  selectors: { [`${gift}[data-state="checked"] &`]: { transform: 'scale(1.12)' } },
});

export const name = style({
  maxWidth: '100%',
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
  fontSize: vars.fontSize.small,
  fontWeight: vars.fontWeight.semibold,
});

export const price = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xxsmall,
  fontSize: vars.fontSize.xsmall,
  fontWeight: vars.fontWeight.semibold,
  fontVariantNumeric: 'tabular-nums',
  color: vars.color.gold.text,
});

const shimmer = keyframes({
  from: { backgroundPosition: '100% 0' },
  to: { backgroundPosition: '-100% 0' },
});

export const skeleton = style({
  height: '106px',
  borderRadius: vars.radius.large,
  background: `linear-gradient(90deg, ${vars.color.background.sunken} 25%, ${vars.color.gold.soft} 50%, ${vars.color.background.sunken} 75%)`,
  backgroundSize: '200% 100%',
  animation: `${shimmer} 1.4s ease-in-out infinite`,
});
