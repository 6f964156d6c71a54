import { keyframes, style, styleVariants } from '@vanilla-extract/css';
import { dropIn, fadeOut } from '../../theme/animations.css';
import { vars } from '../../theme/contract.css';
import { media } from '../../theme/tokens';

export const viewport = style({
  position: 'fixed',
  top: 0,
  left: '50%',
  transform: 'translateX(-50%)',
  zIndex: vars.zIndex.toast,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.small,
  width: '100%',
  maxWidth: '420px',
  margin: 0,
  padding: vars.space.medium,
  listStyle: 'none',
  outline: 'none',
  '@media': { [media.wide]: { top: vars.space.large } },
});

const swipeOut = keyframes({
  from: { transform: 'translateY(var(--radix-toast-swipe-end-y))' },
  to: { transform: 'translateY(-120%)' },
});

export const root = style({
  display: 'grid',
  gridTemplateColumns: 'auto 1fr auto',
  alignItems: 'start',
  gap: vars.space.medium,
  padding: vars.space.medium,
  borderRadius: vars.radius.large,
  border: `1px solid ${vars.color.border.subtle}`,
  background: vars.color.background.raised,
  boxShadow: vars.shadow.large,
  selectors: {
    '&[data-state="open"]': {
      animation: `${dropIn} ${vars.motion.duration.medium} ${vars.motion.easing.spring}`,
    },
    '&[data-state="closed"]': {
      animation: `${fadeOut} ${vars.motion.duration.fast} ${vars.motion.easing.exit}`,
    },
    '&[data-swipe="move"]': { transform: 'translateY(var(--radix-toast-swipe-move-y))' },
    '&[data-swipe="cancel"]': { transform: 'translateY(0)', transition: 'transform 200ms' },
    '&[data-swipe="end"]': { animation: `${swipeOut} ${vars.motion.duration.fast} ease-out` },
  },
});

export const icon = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '32px',
  height: '32px',
  borderRadius: vars.radius.full,
  fontSize: '18px',
});

export const tone = styleVariants({
  info: { background: vars.color.accent.soft, color: vars.color.accent.text },
  success: { background: vars.color.success.soft, color: vars.color.success.text },
  warning: { background: vars.color.gold.soft, color: vars.color.gold.text },
  error: { background: vars.color.danger.soft, color: vars.color.danger.text },
});

export const text = style({
  display: 'grid',
  gap: vars.space.xxsmall,
  paddingTop: '5px',
  minWidth: 0,
});

export const title = style({
  fontSize: vars.fontSize.medium,
  fontWeight: vars.fontWeight.semibold,
  lineHeight: vars.lineHeight.snug,
  color: vars.color.text.primary,
});

export const description = style({
  fontSize: vars.fontSize.small,
  lineHeight: vars.lineHeight.snug,
  color: vars.color.text.secondary,
});

export const action = style({ marginTop: vars.space.small, justifySelf: 'start' });
