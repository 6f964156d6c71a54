import { keyframes, style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

const shimmer = keyframes({
  '0%': { opacity: 1 },
  '50%': { opacity: 0.45 },
  '100%': { opacity: 1 },
});

export const root = style({
  display: 'block',
  flexShrink: 0,
  maxWidth: '100%',
  // The border colour: visible on the page and on cards, in the light and the dark theme.
  background: vars.color.border.subtle,
  animation: `${shimmer} 1600ms ease-in-out infinite`,
  // Still shapes are enough to say "on its way" when motion is unwelcome.
  '@media': { '(prefers-reduced-motion: reduce)': { animation: 'none' } },
});

export const shape = styleVariants({
  text: { height: '1em', borderRadius: vars.radius.small },
  block: { borderRadius: vars.radius.medium },
  circle: { borderRadius: vars.radius.full },
});
