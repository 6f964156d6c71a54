import { vars } from '@heartline/ui/theme';
import { style } from '@vanilla-extract/css';

/** An upload's progress bar (the avatar, the album). */
export const progress = style({
  display: 'grid',
  gap: vars.space.xsmall,
  width: '100%',
  maxWidth: '320px',
  color: vars.color.text.secondary,
  fontSize: vars.fontSize.small,
});

export const progressTrack = style({
  height: '6px',
  overflow: 'hidden',
  borderRadius: vars.radius.full,
  background: vars.color.background.sunken,
});

export const progressFill = style({
  height: '100%',
  borderRadius: vars.radius.full,
  background: vars.gradient.brand,
  transitionProperty: 'width',
  transitionDuration: vars.motion.duration.fast,
});
