import { keyframes, style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const root = style({
  display: 'grid',
  gap: vars.space.large,
  padding: vars.space.large,
  borderRadius: vars.radius.xlarge,
  border: `1px solid ${vars.color.border.subtle}`,
  background: `${vars.gradient.glow}, ${vars.color.background.surface}`,
  boxShadow: vars.shadow.medium,
});

export const identity = style({ display: 'flex', alignItems: 'center', gap: vars.space.medium });

export const avatarLink = style({
  display: 'inline-flex',
  borderRadius: vars.radius.full,
  // The initials of an avatar without a picture are not link text.
  textDecoration: 'none',
});

export const names = style({ display: 'grid', gap: vars.space.xxsmall, minWidth: 0 });

export const nameRow = style({
  display: 'flex',
  alignItems: 'center',
  flexWrap: 'wrap',
  gap: vars.space.xsmall,
  minWidth: 0,
});

export const nickname = style({
  minWidth: 0,
  maxWidth: '100%',
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
  color: vars.color.text.primary,
  fontSize: vars.fontSize.large,
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.snug,
});

export const account = style({
  color: vars.color.text.secondary,
  fontSize: vars.fontSize.small,
  fontVariantNumeric: 'tabular-nums',
});

const shimmer = keyframes({
  from: { backgroundPosition: '100% 0' },
  to: { backgroundPosition: '-100% 0' },
});

const skeleton = {
  display: 'block',
  borderRadius: vars.radius.small,
  background: `linear-gradient(90deg, ${vars.color.background.sunken} 25%, ${vars.color.accent.soft} 50%, ${vars.color.background.sunken} 75%)`,
  backgroundSize: '200% 100%',
  animation: `${shimmer} 1.4s ease-in-out infinite`,
} as const;

export const skeletonName = style({ ...skeleton, width: '110px', height: '20px' });
export const skeletonId = style({ ...skeleton, width: '72px', height: '14px' });

export const wallet = style({ display: 'grid', gap: vars.space.small });

export const translation = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.small,
  padding: `${vars.space.xsmall} ${vars.space.medium} ${vars.space.xsmall} ${vars.space.small}`,
  minHeight: '44px',
  borderRadius: vars.radius.full,
  border: `1px solid ${vars.color.border.subtle}`,
  background: vars.color.plum.soft,
  color: vars.color.text.primary,
  textDecoration: 'none',
  transitionProperty: 'border-color',
  transitionDuration: vars.motion.duration.fast,
  selectors: { '&:hover': { borderColor: vars.color.plum.border } },
});

export const translationIcon = style({
  flexShrink: 0,
  fontSize: vars.size.iconMedium,
  color: vars.color.plum.text,
});

export const translationText = style({ display: 'flex', flexDirection: 'column', minWidth: 0 });

export const translationCount = style({
  fontSize: vars.fontSize.medium,
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.tight,
  fontVariantNumeric: 'tabular-nums',
});

export const translationLabel = style({
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
  color: vars.color.text.secondary,
  fontSize: vars.fontSize.xsmall,
  lineHeight: vars.lineHeight.snug,
});

export const shortcuts = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(3, minmax(0, 1fr))',
  gap: vars.space.xsmall,
  paddingTop: vars.space.medium,
  borderTop: `1px solid ${vars.color.border.subtle}`,
});

export const shortcut = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space.xsmall,
  minWidth: 0,
  padding: `${vars.space.small} ${vars.space.xxsmall}`,
  border: 'none',
  borderRadius: vars.radius.medium,
  background: 'transparent',
  color: vars.color.text.secondary,
  cursor: 'pointer',
  transitionProperty: 'background, color',
  transitionDuration: vars.motion.duration.fast,
  selectors: {
    '&:hover': { background: vars.color.background.sunken, color: vars.color.text.primary },
    '&[aria-pressed="true"]': { background: vars.color.accent.soft, color: vars.color.accent.text },
  },
});

export const shortcutIcon = style({
  position: 'relative',
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '40px',
  height: '40px',
  borderRadius: vars.radius.full,
  background: vars.color.background.sunken,
  color: vars.color.accent.text,
  fontSize: '20px',
  selectors: {
    [`${shortcut}[aria-pressed="true"] &`]: { background: vars.color.background.surface },
  },
});

export const shortcutLabel = style({
  maxWidth: '100%',
  fontSize: vars.fontSize.xsmall,
  fontWeight: vars.fontWeight.medium,
  lineHeight: vars.lineHeight.tight,
  textAlign: 'center',
  hyphens: 'auto',
  overflowWrap: 'break-word',
});

export const shortcutBadge = style({
  position: 'absolute',
  top: '-4px',
  right: '-6px',
  minWidth: '18px',
  height: '18px',
  padding: `0 ${vars.space.xsmall}`,
  borderRadius: vars.radius.full,
  border: `2px solid ${vars.color.background.surface}`,
  background: vars.color.accent.solid,
  color: vars.color.accent.onSolid,
  fontSize: vars.fontSize.xsmall,
  fontWeight: vars.fontWeight.bold,
  lineHeight: '14px',
  textAlign: 'center',
  fontVariantNumeric: 'tabular-nums',
});
