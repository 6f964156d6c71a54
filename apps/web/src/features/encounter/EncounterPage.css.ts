import { media, vars } from '@heartline/ui/theme';
import { keyframes, style } from '@vanilla-extract/css';

export const page = style({ display: 'grid', gap: vars.space.xlarge });

export const hero = style({
  position: 'relative',
  overflow: 'hidden',
  display: 'grid',
  gap: vars.space.small,
  padding: `${vars.space.xlarge} ${vars.space.xlarge}`,
  borderRadius: vars.radius.xlarge,
  background: vars.gradient.brand,
  color: vars.color.accent.onSolid,
  boxShadow: vars.shadow.medium,
  '@media': { [media.wide]: { padding: `${vars.space.xxlarge} ${vars.space.xxlarge}` } },
  selectors: {
    '&::after': {
      content: '""',
      position: 'absolute',
      width: '280px',
      height: '280px',
      right: '-80px',
      top: '-120px',
      borderRadius: '50%',
      background: `color-mix(in srgb, ${vars.color.accent.onSolid} 14%, transparent)`,
    },
  },
});

export const kicker = style({
  fontSize: vars.fontSize.small,
  fontWeight: vars.fontWeight.semibold,
  letterSpacing: '0.06em',
  textTransform: 'uppercase',
  opacity: 0.9,
});

export const greeting = style({
  position: 'relative',
  fontSize: 'clamp(22px, 4vw, 30px)',
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.tight,
  textWrap: 'balance',
});

export const intro = style({
  position: 'relative',
  maxWidth: '36em',
  fontSize: vars.fontSize.medium,
});

export const section = style({
  display: 'grid',
  gap: vars.space.large,
  padding: vars.space.xlarge,
  borderRadius: vars.radius.xlarge,
  border: `1px solid ${vars.color.border.subtle}`,
  background: vars.color.background.surface,
  boxShadow: vars.shadow.small,
});

export const sectionTitle = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.small,
  fontSize: vars.fontSize.large,
  fontWeight: vars.fontWeight.bold,
  color: vars.color.text.primary,
});

// A ring that grows and fades, drawn by the compositor (transform and opacity only: a pulsing
// box-shadow repainted the page every frame); a few pulses say "live", then it rests.
const pulse = keyframes({
  '0%': { transform: 'scale(1)', opacity: 0.6 },
  '100%': { transform: 'scale(2.6)', opacity: 0 },
});

export const liveDot = style({
  position: 'relative',
  width: '10px',
  height: '10px',
  borderRadius: '50%',
  background: vars.color.online,
  '::after': {
    content: '""',
    position: 'absolute',
    inset: 0,
    borderRadius: '50%',
    background: vars.color.online,
    opacity: 0,
    animation: `${pulse} 1.6s ${vars.motion.easing.standard} 3`,
  },
  '@media': { '(prefers-reduced-motion: reduce)': { '::after': { animation: 'none' } } },
});

export const status = style({
  display: 'grid',
  justifyItems: 'center',
  gap: vars.space.medium,
  padding: vars.space.xlarge,
  color: vars.color.text.secondary,
});

export const people = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(104px, 1fr))',
  gap: vars.space.medium,
});

export const person = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space.xsmall,
  padding: `${vars.space.large} ${vars.space.small}`,
  borderRadius: vars.radius.large,
  color: vars.color.text.primary,
  textAlign: 'center',
  textDecoration: 'none',
  transitionProperty: 'background, transform',
  transitionDuration: vars.motion.duration.fast,
  selectors: { '&:hover': { background: vars.color.background.sunken } },
});

export const personName = style({
  maxWidth: '100%',
  marginTop: vars.space.xsmall,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
  fontWeight: vars.fontWeight.semibold,
  fontSize: vars.fontSize.medium,
});

export const personMeta = style({
  maxWidth: '100%',
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
  color: vars.color.text.secondary,
  fontSize: vars.fontSize.xsmall,
});
