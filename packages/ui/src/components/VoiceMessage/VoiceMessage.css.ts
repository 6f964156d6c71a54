import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css';

export const root = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.small,
  minWidth: 0,
});

export const toggle = recipe({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    flexShrink: 0,
    width: vars.size.controlSmall,
    height: vars.size.controlSmall,
    border: 'none',
    borderRadius: '50%',
    fontSize: vars.fontSize.medium,
    cursor: 'pointer',
    outlineOffset: '2px',
    selectors: { '&:disabled': { cursor: 'not-allowed', opacity: 0.6 } },
  },
  variants: {
    side: {
      own: { background: vars.color.accent.onSolid, color: vars.color.accent.solid },
      peer: { background: vars.color.accent.solid, color: vars.color.accent.onSolid },
    },
  },
});

export const wave = style({
  display: 'flex',
  alignItems: 'center',
  gap: '2px',
  height: '28px',
  minWidth: 0,
  overflow: 'hidden',
});

export const bar = recipe({
  base: { flexShrink: 0, width: '3px', borderRadius: '2px', minHeight: '3px' },
  variants: {
    side: { own: {}, peer: {} },
    played: { true: {}, false: {} },
  },
  compoundVariants: [
    { variants: { side: 'own', played: true }, style: { background: vars.color.accent.onSolid } },
    {
      variants: { side: 'own', played: false },
      style: { background: `color-mix(in srgb, ${vars.color.accent.onSolid} 45%, transparent)` },
    },
    { variants: { side: 'peer', played: true }, style: { background: vars.color.accent.solid } },
    { variants: { side: 'peer', played: false }, style: { background: vars.color.border.strong } },
  ],
});

export const time = style({
  flexShrink: 0,
  minWidth: '2.6em',
  fontSize: vars.fontSize.small,
  fontVariantNumeric: 'tabular-nums',
  textAlign: 'end',
});
