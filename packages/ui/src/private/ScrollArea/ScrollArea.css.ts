import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const root = style({ position: 'relative', overflow: 'hidden', minHeight: 0 });

export const viewport = style({
  width: '100%',
  height: '100%',
  maxHeight: 'inherit',
  borderRadius: 'inherit',
  selectors: { '&:focus-visible': { outlineOffset: '-2px' } },
});

/** A viewport that scrolls only up and down. */
export const verticalOnly = style({});

/**
 * Radix wraps the content in a `display: table; min-width: 100%` box (inline style), which grows
 * to the longest unbreakable line: the whole content then gets wider than the area and its text
 * never wraps. Without a horizontal bar the content is the area's width, so lines wrap.
 */
globalStyle(`${verticalOnly} > div`, { display: 'block !important' });

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
