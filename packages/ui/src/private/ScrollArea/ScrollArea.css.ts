import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const root = style({ position: 'relative', overflow: 'hidden', minHeight: 0 });

export const viewport = style({
  width: '100%',
  height: '100%',
  maxHeight: 'inherit',
  borderRadius: 'inherit',
  selectors: { '&:focus-visible': { outlineOffset: '-2px' } },
});

export const scrollbar = style({
  display: 'flex',
  padding: '2px',
  userSelect: 'none',
  touchAction: 'none',
  transition: `background ${vars.motion.duration.fast}`,
  selectors: {
    '&[data-orientation="vertical"]': { width: '10px' },
    '&[data-orientation="horizontal"]': { height: '10px', flexDirection: 'column' },
    '&:hover': { background: vars.color.background.sunken },
  },
});

export const thumb = style({
  position: 'relative',
  flex: 1,
  borderRadius: vars.radius.full,
  background: vars.color.border.strong,
  selectors: { [`${scrollbar}:hover &`]: { background: vars.color.text.placeholder } },
});
