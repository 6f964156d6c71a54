import { keyframes, style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { media } from '../../theme/tokens';

export const countdown = style({ position: 'relative', width: '136px', height: '136px' });

const ripple = keyframes({
  from: { transform: 'scale(0.8)', opacity: 0.7 },
  to: { transform: 'scale(1.35)', opacity: 0 },
});

export const pulse = style({
  position: 'absolute',
  inset: 0,
  borderRadius: vars.radius.full,
  background: vars.color.accent.soft,
  animation: `${ripple} 1.6s ${vars.motion.easing.exit} infinite`,
  '@media': { [media.reducedMotion]: { animation: 'none', opacity: 0 } },
  selectors: { ':root[data-motion] &': { animation: 'none', opacity: 0 } },
});

export const ring = style({
  position: 'relative',
  display: 'block',
  width: '100%',
  height: '100%',
  transform: 'rotate(-90deg)',
});

export const ringTrack = style({
  fill: vars.color.background.surface,
  stroke: vars.color.accent.soft,
  strokeWidth: 8,
});

export const ringValue = style({
  fill: 'none',
  stroke: vars.color.accent.solid,
  strokeWidth: 8,
  strokeLinecap: 'round',
  transitionProperty: 'stroke-dashoffset',
  transitionDuration: '1s',
  transitionTimingFunction: 'linear',
  '@media': { [media.reducedMotion]: { transitionDuration: '1ms' } },
  selectors: { ':root[data-motion] &': { transitionDuration: '1ms' } },
});

export const seconds = style({
  position: 'absolute',
  inset: 0,
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  color: vars.color.accent.text,
  fontSize: '44px',
  fontWeight: vars.fontWeight.bold,
  fontVariantNumeric: 'tabular-nums',
});
