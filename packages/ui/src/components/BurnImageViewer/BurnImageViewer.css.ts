import { createVar, style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { media } from '../../theme/tokens';

/** How much of the ring the seconds gone have used up, in SVG units. */
export const spent = createVar();

export const stage = style({
  // Neither a long press on iOS nor a selection offers to save the photo.
  WebkitTouchCallout: 'none',
});

export const countdown = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.medium,
  padding: `${vars.space.xsmall} ${vars.space.large} ${vars.space.xsmall} ${vars.space.xsmall}`,
  borderRadius: vars.radius.full,
  background: vars.color.background.raised,
  border: `1px solid ${vars.color.border.subtle}`,
  boxShadow: vars.shadow.medium,
  color: vars.color.text.primary,
});

export const ring = style({
  position: 'relative',
  display: 'inline-flex',
  width: '44px',
  height: '44px',
  flexShrink: 0,
});

export const ringTrack = style({
  fill: 'none',
  stroke: vars.color.border.strong,
  strokeWidth: 4,
});

export const ringProgress = style({
  fill: 'none',
  stroke: vars.color.accent.text,
  strokeWidth: 4,
  strokeLinecap: 'round',
  strokeDashoffset: spent,
  // From 12 o'clock, emptying clockwise.
  transform: 'rotate(-90deg)',
  transformOrigin: '50% 50%',
  // One second's sweep between ticks; a jump instead under reduced motion.
  transition: 'stroke-dashoffset 1s linear',
  '@media': { [media.reducedMotion]: { transition: 'none' } },
  selectors: {
    ':root[data-motion="reduced"] &': { transition: 'none' },
    [`${countdown}[data-ending="true"] &`]: { stroke: vars.color.danger.text },
  },
});

export const ringSeconds = style({
  position: 'absolute',
  inset: 0,
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  fontSize: vars.fontSize.large,
  fontWeight: vars.fontWeight.bold,
  fontVariantNumeric: 'tabular-nums',
});

export const countdownText = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xsmall,
  fontSize: vars.fontSize.medium,
  fontWeight: vars.fontWeight.semibold,
  fontVariantNumeric: 'tabular-nums',
});

export const flame = style({ color: vars.color.accent.text, fontSize: vars.size.iconMedium });
