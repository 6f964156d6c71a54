import { keyframes, style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css';

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  height: '100%',
  minHeight: 0,
  background: vars.color.background.surface,
});

export const scroll = style({ flex: 1, height: '100%' });

export const list = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxsmall,
  margin: 0,
  padding: vars.space.small,
});

export const empty = style({ paddingInline: vars.space.large });

const shimmer = keyframes({
  from: { backgroundPosition: '100% 0' },
  to: { backgroundPosition: '-100% 0' },
});

const skeleton = {
  background: `linear-gradient(90deg, ${vars.color.border.subtle} 25%, ${vars.color.background.sunken} 50%, ${vars.color.border.subtle} 75%)`,
  backgroundSize: '200% 100%',
  animation: `${shimmer} 1.4s ease-in-out infinite`,
} as const;

export const skeletonRow = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.medium,
  minHeight: '68px',
  padding: `${vars.space.small} ${vars.space.medium}`,
});

export const skeletonAvatar = style({
  ...skeleton,
  flexShrink: 0,
  width: vars.size.avatarMedium,
  height: vars.size.avatarMedium,
  borderRadius: vars.radius.full,
});

export const skeletonLines = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.small,
  flex: 1,
});

export const skeletonLine = recipe({
  base: { ...skeleton, height: '12px', borderRadius: vars.radius.small },
  variants: {
    width: { short: { width: '35%' }, medium: { width: '50%' }, long: { width: '85%' } },
  },
});
