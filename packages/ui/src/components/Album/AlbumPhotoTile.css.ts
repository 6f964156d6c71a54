import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

const square = {
  position: 'relative',
  width: '100%',
  aspectRatio: '1',
  overflow: 'hidden',
  borderRadius: vars.radius.medium,
} as const;

export const tile = style({
  ...square,
  background: vars.color.background.sunken,
  selectors: { '&[data-deleting]': { opacity: 0.6 } },
});

export const open = style({
  display: 'block',
  width: '100%',
  height: '100%',
  padding: 0,
  border: 'none',
  borderRadius: 'inherit',
  background: 'none',
  cursor: 'zoom-in',
  outlineOffset: '-4px',
  selectors: { '&:disabled': { cursor: 'progress' } },
});

export const image = style({
  display: 'block',
  width: '100%',
  height: '100%',
  objectFit: 'cover',
  transitionProperty: 'transform',
  transitionDuration: vars.motion.duration.slow,
  transitionTimingFunction: vars.motion.easing.standard,
  selectors: { [`${open}:hover &`]: { transform: 'scale(1.04)' } },
});

export const deleteButton = style({
  position: 'absolute',
  top: vars.space.xsmall,
  right: vars.space.xsmall,
  boxShadow: vars.shadow.medium,
});
