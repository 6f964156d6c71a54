import { style } from '@vanilla-extract/css';
import { fadeIn, popIn } from '../../theme/animations.css';
import { vars } from '../../theme/contract.css';

export const content = style({
  // Its own width, not the room left between its position and the screen's edge.
  width: 'max-content',
  zIndex: vars.zIndex.tooltip,
  maxWidth: '260px',
  padding: `${vars.space.xsmall} ${vars.space.small}`,
  borderRadius: vars.radius.small,
  background: vars.color.background.inverse,
  color: vars.color.text.inverse,
  fontSize: vars.fontSize.small,
  fontWeight: vars.fontWeight.medium,
  lineHeight: vars.lineHeight.snug,
  boxShadow: vars.shadow.medium,
  userSelect: 'none',
  animationDuration: vars.motion.duration.fast,
  animationTimingFunction: vars.motion.easing.enter,
  selectors: {
    '&[data-state="delayed-open"]': { animationName: popIn },
    '&[data-state="instant-open"]': { animationName: fadeIn },
  },
});

export const arrow = style({
  position: 'absolute',
  display: 'block',
  fill: vars.color.background.inverse,
});
