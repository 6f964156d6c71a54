import { keyframes, style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

const spin = keyframes({ to: { transform: 'rotate(360deg)' } });

export const root = style({
  display: 'inline-block',
  flexShrink: 0,
  color: 'currentColor',
  // A spinner must keep turning to mean "busy"; under reduced motion it turns slowly instead.
  animation: `${spin} 800ms linear infinite`,
  '@media': { '(prefers-reduced-motion: reduce)': { animationDuration: '2400ms' } },
});

export const size = styleVariants({
  small: { width: vars.size.iconSmall, height: vars.size.iconSmall },
  medium: { width: vars.size.iconMedium, height: vars.size.iconMedium },
  large: { width: '32px', height: '32px' },
});

export const track = style({ opacity: 0.2 });
