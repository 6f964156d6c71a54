import { style } from '@vanilla-extract/css';
import { popIn } from '../../theme/animations.css';
import { vars } from '../../theme/contract.css';
import { emojiColumns } from './emojiColumns';

export const content = style({
  zIndex: vars.zIndex.popover,
  padding: vars.space.small,
  borderRadius: vars.radius.large,
  border: `1px solid ${vars.color.border.subtle}`,
  background: vars.color.background.raised,
  boxShadow: vars.shadow.large,
  animation: `${popIn} ${vars.motion.duration.fast} ${vars.motion.easing.enter}`,
  transformOrigin: 'var(--radix-popover-content-transform-origin)',
});

export const grid = style({
  display: 'grid',
  gridTemplateColumns: `repeat(${emojiColumns}, ${vars.size.controlSmall})`,
  gap: vars.space.xxsmall,
});

export const emoji = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: vars.size.controlSmall,
  height: vars.size.controlSmall,
  padding: 0,
  border: 0,
  borderRadius: vars.radius.medium,
  background: 'transparent',
  cursor: 'pointer',
  outlineOffset: '-2px',
  transition: `background ${vars.motion.duration.fast}, transform ${vars.motion.duration.fast}`,
  selectors: {
    '&:hover, &:focus-visible': { background: vars.color.accent.soft },
    '&:active': { transform: 'scale(0.9)' },
  },
});
