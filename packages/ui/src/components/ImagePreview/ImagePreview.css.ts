import { createVar, globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const scale = createVar();
export const panX = createVar();
export const panY = createVar();

export const stage = style({
  // Dragging pans the picture instead of scrolling the page on touch screens.
  touchAction: 'none',
  selectors: {
    '&[data-zoomed="true"]': { cursor: 'grab' },
    '&[data-dragging="true"]': { cursor: 'grabbing' },
  },
});

export const image = style({
  transform: `translate(${panX}, ${panY}) scale(${scale})`,
  transition: `transform ${vars.motion.duration.medium} ${vars.motion.easing.standard}`,
});

globalStyle(`${stage}[data-dragging="true"] ${image}`, { transition: 'none' });

export const toolbar = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xsmall,
  padding: vars.space.xsmall,
  borderRadius: vars.radius.full,
  background: vars.color.background.raised,
  border: `1px solid ${vars.color.border.subtle}`,
  boxShadow: vars.shadow.medium,
  selectors: { '&[hidden]': { display: 'none' } },
});

export const control = style({
  selectors: {
    '&[aria-disabled="true"]': { opacity: 0.45, cursor: 'not-allowed' },
  },
});

export const level = style({
  minWidth: '56px',
  textAlign: 'center',
  fontSize: vars.fontSize.small,
  fontWeight: vars.fontWeight.semibold,
  fontVariantNumeric: 'tabular-nums',
  color: vars.color.text.primary,
});

export const divider = style({
  width: '1px',
  height: '20px',
  margin: `0 ${vars.space.xsmall}`,
  background: vars.color.border.strong,
});
