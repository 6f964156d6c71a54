import { keyframes, style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const root = style({ position: 'relative', minWidth: 0 });

export const grid = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(96px, 1fr))',
  gap: vars.space.small,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const cell = style({ display: 'flex', minWidth: 0 });

const square = {
  position: 'relative',
  width: '100%',
  aspectRatio: '1',
  overflow: 'hidden',
  borderRadius: vars.radius.medium,
} as const;

export const tileSpinner = style({
  position: 'absolute',
  inset: 0,
  margin: 'auto',
  boxSizing: 'content-box',
  padding: vars.space.small,
  borderRadius: vars.radius.full,
  background: vars.color.background.surface,
  color: vars.color.accent.text,
  boxShadow: vars.shadow.medium,
});

export const addTile = style({
  ...square,
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.xsmall,
  padding: vars.space.small,
  border: `2px dashed ${vars.color.border.strong}`,
  background: vars.color.background.surface,
  color: vars.color.accent.text,
  font: 'inherit',
  fontSize: vars.fontSize.small,
  fontWeight: vars.fontWeight.semibold,
  textAlign: 'center',
  cursor: 'pointer',
  transitionProperty: 'background, border-color',
  transitionDuration: vars.motion.duration.fast,
  selectors: {
    '&:hover': { background: vars.color.accent.soft, borderColor: vars.color.accent.text },
  },
});

export const addIcon = style({ fontSize: vars.size.iconLarge });

const shimmer = keyframes({
  from: { backgroundPosition: '100% 0' },
  to: { backgroundPosition: '-100% 0' },
});

export const skeleton = style({
  ...square,
  display: 'block',
  background: `linear-gradient(90deg, ${vars.color.background.sunken} 25%, ${vars.color.accent.soft} 50%, ${vars.color.background.sunken} 75%)`,
  backgroundSize: '200% 100%',
  animation: `${shimmer} 1.4s ease-in-out infinite`,
});

export const uploadingTile = style({ ...square, display: 'block' });
